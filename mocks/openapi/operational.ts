import type { RouteDef } from '@octoss/contract/route';
import { isJson } from './schemas';
import { cacheControlOf } from '@octoss/contract/caching';
import { errorCodes, maxRequestBodyBytes } from '@octoss/contract/errors';
import { maxExportDays } from '@octoss/contract/exports';

type Json = Record<string, unknown>;

const text = { type: 'string' };
const integer = { type: 'integer', minimum: 0 };

const rateLimitHeaders = {
  'RateLimit-Limit': { description: 'Requests allowed per window (one minute) and client.', schema: integer },
  'RateLimit-Remaining': { description: 'Requests left in the current window.', schema: integer },
  'RateLimit-Reset': { description: 'Seconds until the window resets.', schema: integer },
};

/**
 * The answers and headers every operation has besides its own rules, as `npm run mock-server` plays
 * them: 413 above the body limit and 415 for a body that is not JSON, 429 with the rate-limit
 * headers, `Cache-Control` (and `ETag`, 304) on reads, `Idempotent-Replay` on replays and
 * `Content-Disposition` on CSV downloads.
 */
export function addOperationalAnswers(route: RouteDef, responses: Record<string, Json>, errorRef: Json): void {
  // Each answer names its one code (an enum, as the rule answers do) and shows an example.
  const error = (description: string, code: string, message: string, headers?: Json) => ({
    description,
    ...(headers ? { headers } : {}),
    content: {
      'application/json': {
        schema: { allOf: [errorRef, { type: 'object', properties: { code: { type: 'string', enum: [code] } } }] },
        example: { code, message },
      },
    },
  });
  const success = responses[String(route.status ?? 200)]!;
  const headers: Json = { ...(isJson(success.headers) ? success.headers : {}), ...rateLimitHeaders };
  headers['Cache-Control'] = { description: `\`${cacheControlOf(route)}\``, schema: text };
  if (route.method === 'get') {
    headers.ETag = {
      description: 'A validator of this answer: send it back in If-None-Match to get a 304 while it has not changed.',
      schema: text,
    };
    responses['304'] = { description: 'Not modified: the If-None-Match tag is still current (no body).' };
  }
  if (route.idempotent) {
    headers['Idempotent-Replay'] = {
      description:
        '`true` when this is the stored answer of an earlier request with the same Idempotency-Key (kept 24 hours).',
      schema: { type: 'string', enum: ['true'] },
    };
  }
  if (route.produces === 'text/csv') {
    headers['Content-Disposition'] = {
      description: `\`attachment; filename="octoss-<name>-<from>-<to>.csv"\`; a period spans at most ${maxExportDays} days.`,
      schema: text,
    };
  }
  success.headers = headers;
  if (route.method !== 'get') {
    responses['413'] ??= error(
      `The request body is larger than ${maxRequestBodyBytes} bytes (code payload_too_large).`,
      errorCodes.payloadTooLarge,
      `The request body is larger than ${maxRequestBodyBytes} bytes`,
    );
    responses['415'] ??= error(
      'The request body is not application/json (code unsupported_media_type).',
      errorCodes.unsupportedMediaType,
      'Send the body as application/json',
    );
  }
  responses['429'] ??= error(
    'Too many requests (code rate_limited); retry after Retry-After seconds.',
    errorCodes.rateLimited,
    'Too many requests: retry after 30 seconds',
    {
      'Retry-After': { description: 'Seconds to wait before retrying.', schema: integer },
      ...rateLimitHeaders,
    },
  );
}
