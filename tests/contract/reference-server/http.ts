import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';

/** An error answer: `{ code, message, fieldErrors? }` with its status (and headers, e.g. Allow). */
export class Failure extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fieldErrors?: Record<string, string[]>,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

export const invalid = (field: string, message: string) =>
  new Failure(400, 'validation', `Invalid ${field}`, { [field]: [message] });

/** What a handler answers: a status, a JSON body (or CSV text) and headers of its own. */
export type Answer = { status: number; body?: unknown; text?: string; headers?: Record<string, string> };

export const languages = ['en', 'ko', 'ja', 'vi', 'id'] as const;
export type Language = (typeof languages)[number];

/** The first supported language of Accept-Language (q-values order, q=0 refuses, region subtags match), else en. */
export function negotiate(header: string | undefined): Language {
  const ranges = (header ?? '')
    .split(',')
    .map((part, order) => {
      const [tag = '', ...parameters] = part.split(';').map((piece) => piece.trim());
      const q = parameters.find((parameter) => parameter.startsWith('q='));
      const quality = q ? Number(q.slice(2)) : 1;
      return { language: tag.toLowerCase().split('-')[0]!, quality: Number.isFinite(quality) ? quality : 0, order };
    })
    .filter((range) => range.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.order - b.order);
  return (ranges
    .map((range) => range.language)
    .find((language) => (languages as readonly string[]).includes(language)) ?? 'en') as Language;
}

export async function readBody(request: IncomingMessage, limit: number): Promise<string> {
  const declared = Number(request.headers['content-length'] ?? 0);
  if (declared > limit) throw new Failure(413, 'payload_too_large', `The request body is larger than ${limit} bytes`);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > limit) throw new Failure(413, 'payload_too_large', `The request body is larger than ${limit} bytes`);
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

export const corsHeaders = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Expose-Headers':
    'Idempotent-Replay, ETag, Content-Language, Content-Disposition, Allow, Retry-After, WWW-Authenticate, RateLimit-Limit, RateLimit-Remaining, RateLimit-Reset',
};

export const preflightHeaders = (allowAuthorization: boolean) => ({
  ...corsHeaders,
  'Access-Control-Allow-Methods': 'GET, HEAD, POST, PUT, PATCH, DELETE',
  'Access-Control-Allow-Headers': `${allowAuthorization ? 'Authorization, ' : ''}Content-Type, Accept-Language, Idempotency-Key, If-None-Match`,
  'Access-Control-Max-Age': '600',
});

/** Writes an answer: JSON (or CSV), its ETag and a 304 for a current If-None-Match on reads, no body for HEAD. */
export function write(
  request: IncomingMessage,
  response: ServerResponse,
  answer: Answer,
  options: { read: boolean; cacheControl: string; never304?: boolean },
): void {
  const headers: Record<string, string> = {
    ...corsHeaders,
    ...(options.cacheControl ? { 'Cache-Control': options.cacheControl } : {}),
    ...answer.headers,
  };
  if (answer.status === 204) {
    response.writeHead(204, headers).end();
    return;
  }
  const text = answer.text ?? JSON.stringify(answer.body ?? null);
  if (answer.text === undefined) headers['Content-Type'] = 'application/json';
  if (options.read && answer.status === 200 && answer.text === undefined) {
    const etag = `"${createHash('sha256').update(text).digest('hex').slice(0, 32)}"`;
    headers.ETag = etag;
    const asked = String(request.headers['if-none-match'] ?? '')
      .split(',')
      .map((tag) => tag.trim().replace(/^W\//, ''));
    if (!options.never304 && (asked.includes(etag) || asked.includes('*'))) {
      response.writeHead(304, headers).end();
      return;
    }
  }
  response.writeHead(answer.status, headers).end(request.method === 'HEAD' ? undefined : text);
}
