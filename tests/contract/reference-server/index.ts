import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Defect } from './defects';
import { handlers, type Context } from './handlers';
import { corsHeaders, Failure, negotiate, preflightHeaders, readBody, write, type Answer } from './http';
import { emptyData, newId, type UserData } from './state';

/**
 * A server an outside team could write from the OpenAPI document and README alone (no code of the
 * repository's app, mock or contract): plain node:http, 21 of the contract's operations
 * (`servedEndpoints`; not the ledger proof's), every other path an unknown one (404 in the error
 * shape). It serves one sandbox account. Options plant one defect at a time, make every answer
 * slow, or shorten the sandbox's review.
 */
export type ReferenceOptions = {
  defects?: readonly Defect[];
  /** Every answer waits this long first (a slow server). */
  delayMs?: number;
  /** The sandbox decides a link this long after submission (the document: 2 s). */
  reviewMs?: number;
};

type Route = {
  method: string;
  path: string;
  pattern: RegExp;
  public?: boolean;
  body?: boolean;
  idempotent?: boolean;
  localized?: boolean;
  maxAge?: number;
};

const route = (method: string, path: string, extra: Omit<Route, 'method' | 'path' | 'pattern'> = {}): Route => ({
  method,
  path,
  pattern: new RegExp(`^${path.replace(/\{(\w+)\}/g, '(?<$1>[^/]+)').replace(/\./g, '\\.')}$`),
  ...extra,
});

/** The operations this server implements; `public` ones need no token. */
const routes: Route[] = [
  route('POST', '/api/auth/sessions', { public: true, body: true }),
  route('DELETE', '/api/auth/sessions/current'),
  route('GET', '/api/me'),
  route('GET', '/api/exchanges', { public: true, maxAge: 300 }),
  route('GET', '/api/tiers', { public: true, maxAge: 3600 }),
  route('GET', '/api/uid-links', { localized: true }),
  route('POST', '/api/uid-links', { body: true, localized: true }),
  route('GET', '/api/accruals'),
  route('GET', '/api/reconciliations'),
  route('GET', '/api/reconciliations/summary'),
  route('POST', '/api/reconciliations/{id}/disputes', { body: true }),
  route('GET', '/api/payouts/balance', { localized: true }),
  route('GET', '/api/payouts', { localized: true }),
  route('POST', '/api/payouts/claims', { body: true, idempotent: true, localized: true }),
  route('GET', '/api/payouts/wallet'),
  route('PUT', '/api/payouts/wallet', { body: true }),
  route('GET', '/api/exports/accruals.csv'),
  route('GET', '/api/exports/reconciliations.csv'),
  route('GET', '/api/exports/payouts.csv', { localized: true }),
  route('POST', '/api/testnet/simulate-fees'),
  route('POST', '/api/testnet/reset'),
];

/** What the server serves, as the kit's report names endpoints (`GET /api/me`): every other one is not implemented. */
export const servedEndpoints: readonly string[] = routes.map((row) => `${row.method} ${row.path}`);

const bodyLimit = 16 * 1024;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function createReferenceServer(options: ReferenceOptions = {}) {
  const planted = new Set(options.defects ?? []);
  const has = (defect: Defect) => planted.has(defect);
  const sessions = new Map<string, number>();
  let data: UserData = emptyData(Date.now());

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    if (options.delayMs) await sleep(options.delayMs);
    const url = new URL(request.url ?? '/', 'http://reference.test');
    try {
      decodeURIComponent(url.pathname);
    } catch {
      throw new Failure(400, 'validation', 'The path holds a malformed %-escape', {
        path: ['Malformed percent-encoding'],
      });
    }
    const matching = routes.filter((row) => row.pattern.test(url.pathname));
    if (!matching.length) throw new Failure(404, 'not_found', 'No such endpoint');
    if (request.method === 'OPTIONS') {
      response.writeHead(204, preflightHeaders(!has('cors-no-authorization'))).end();
      return;
    }
    const method = request.method === 'HEAD' ? 'GET' : (request.method ?? 'GET');
    const found = matching.find((row) => row.method === method);
    if (!found) {
      const allow = [
        ...new Set(matching.flatMap((row) => (row.method === 'GET' ? ['GET', 'HEAD'] : [row.method]))),
      ].join(', ');
      throw new Failure(405, 'method_not_allowed', `${request.method} is not allowed here; use ${allow}`, undefined, {
        Allow: allow,
      });
    }
    const token = /^Bearer\s+(.+)$/i.exec(request.headers.authorization ?? '')?.[1];
    const signedIn = token !== undefined && (sessions.get(token) ?? 0) > Date.now();
    const read = method === 'GET';
    const rawBody = read ? '' : await readBody(request, bodyLimit);
    if (!found.public && !signedIn) {
      if (has('body-before-token') && rawBody && !/^\s*\{/.test(rawBody))
        throw new Failure(400, 'validation', 'The body must be a JSON object', { _: ['A JSON object'] });
      throw new Failure(
        401,
        'unauthorized',
        'Sign in first: send Authorization: Bearer <token>',
        undefined,
        has('unauthorized-no-challenge') ? {} : { 'WWW-Authenticate': 'Bearer' },
      );
    }
    let body: unknown;
    if (rawBody) {
      const type = String(request.headers['content-type'] ?? '')
        .split(';')[0]!
        .trim()
        .toLowerCase();
      if (type !== 'application/json')
        throw new Failure(415, 'unsupported_media_type', 'Send the body as application/json');
      try {
        body = JSON.parse(rawBody);
      } catch {
        throw new Failure(400, 'validation', 'The request body is not valid JSON', { _: ['Not valid JSON'] });
      }
      const empty = typeof body === 'object' && body !== null && !Array.isArray(body) && Object.keys(body).length === 0;
      if (!found.body && !empty)
        throw new Failure(400, 'validation', 'This endpoint takes no request body', { _: ['No body expected'] });
    }
    const lang = negotiate(request.headers['accept-language']);
    const languageHeaders: Record<string, string> = found.localized
      ? {
          ...(has('no-content-language') ? {} : { 'Content-Language': lang }),
          ...(has('no-vary') ? {} : { Vary: 'Accept-Language' }),
        }
      : {};
    let keyOf: string | undefined;
    if (found.idempotent) {
      const key = String(request.headers['idempotency-key'] ?? '').trim();
      if (!key || key.length > 200)
        throw new Failure(400, 'validation', 'An Idempotency-Key header (1-200 characters) is required', {
          'Idempotency-Key': ['Required'],
        });
      keyOf = `${request.method} ${url.pathname} ${key}`;
      const stored = data.keys.get(keyOf);
      if (stored) {
        if (stored.hash !== JSON.stringify(body ?? null))
          throw new Failure(422, 'idempotency_mismatch', 'This Idempotency-Key was used with another body');
        const replayed =
          has('replay-other-body') && typeof stored.body === 'object' && stored.body && 'payout' in stored.body
            ? { ...stored.body, payout: { ...(stored.body as { payout: object }).payout, id: newId('pay') } }
            : stored.body;
        write(
          request,
          response,
          { status: stored.status, body: replayed, headers: { ...stored.headers, 'Idempotent-Replay': 'true' } },
          { read: false, cacheControl: 'no-store' },
        );
        return;
      }
    }
    const params = (found.pattern.exec(url.pathname)?.groups ?? {}) as Record<string, string>;
    const context: Context = {
      data,
      query: Object.fromEntries(url.searchParams),
      body,
      params,
      lang,
      now: Date.now(),
      token,
      has,
      reviewMs: options.reviewMs ?? 2000,
      sessions,
      reset: () => {
        data = emptyData(Date.now());
        context.data = data;
      },
    };
    if (has('concurrent-overdraw') && url.pathname === '/api/payouts/claims') {
      context.claimableSeen = data.claimableCents;
      await sleep(30);
      context.now = Date.now();
    }
    const snapshot = has('stateless') && !read ? structuredClone(data) : undefined;
    let answer: Answer;
    try {
      answer = handlers[`${found.method} ${found.path}`]!(context);
      answer = { ...answer, headers: { ...languageHeaders, ...answer.headers } };
    } catch (error) {
      if (!(error instanceof Failure) || !keyOf || ![404, 409, 422].includes(error.status)) throw error;
      answer = {
        status: error.status,
        body: {
          code: error.code,
          message: error.message,
          ...(error.fieldErrors ? { fieldErrors: error.fieldErrors } : {}),
        },
      };
    }
    if (snapshot) data = Object.assign(data, snapshot);
    if (keyOf && !snapshot)
      data.keys.set(keyOf, {
        status: answer.status,
        body: answer.body,
        headers: languageHeaders,
        hash: JSON.stringify(body ?? null),
      });
    if (keyOf && has('first-answer-replay')) answer.headers = { ...answer.headers, 'Idempotent-Replay': 'true' };
    const cacheControl =
      answer.status >= 400
        ? has('errors-cacheable')
          ? ''
          : 'no-store'
        : !read
          ? 'no-store'
          : found.maxAge
            ? `public, max-age=${found.maxAge}`
            : 'private, no-cache';
    write(request, response, answer, { read, cacheControl, never304: has('etag-never-304') });
  }

  const server: Server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      const failure = error instanceof Failure ? error : new Failure(500, 'server_error', 'Unexpected server error');
      const body = {
        code: failure.code,
        message: failure.message,
        ...(failure.fieldErrors ? { fieldErrors: failure.fieldErrors } : {}),
      };
      if (!response.headersSent)
        response
          .writeHead(failure.status, {
            ...corsHeaders,
            ...(has('errors-cacheable') ? {} : { 'Cache-Control': 'no-store' }),
            'Content-Type': 'application/json',
            ...failure.headers,
          })
          .end(request.method === 'HEAD' ? undefined : JSON.stringify(body));
    });
  });

  return {
    server,
    async listen(): Promise<string> {
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
