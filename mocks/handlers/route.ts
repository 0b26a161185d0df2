import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import type { z } from 'zod';
import type { RouteDef } from '@/api/contract/route';
import { errorCodes, fieldErrorsOf, type ErrorBody } from '@/api/errors';
import type { MockEnv } from '../env';
import { lateAnswerMs, latencyOf, takeFault } from '../faults';
import { badRequest, HttpError, unprocessable } from '../http-error';
import { negotiateLanguage } from '../language';
import type { Language } from '@/i18n/languages';

type Parsed<S> = S extends z.ZodType ? z.output<S> : undefined;

export type HandlerContext<R extends RouteDef> = {
  params: Parsed<R['params']>;
  query: Parsed<R['query']>;
  body: Parsed<R['body']>;
  request: Request;
  env: MockEnv;
  /** The reader's language (Accept-Language): content is answered in it on `localized` routes. */
  lang: Language;
};

/** What a resolver returns: the response body as the contract describes it (before parsing). */
export type Reply<R extends RouteDef> = z.input<R['response']>;

/** `/api/x/{id}` -> `*\/api/x/:id`: matches on any origin (page, Storybook, the HTTP server). */
export function toMswPath(path: string): string {
  return `*${path.replace(/\{(\w+)\}/g, ':$1')}`;
}

/** A localized answer names its language, and tells caches that it depends on the asked one. */
function languageHeaders(route: RouteDef, lang: Language): Record<string, string> {
  return route.localized ? { 'Content-Language': lang, Vary: 'Accept-Language' } : {};
}

function errorResponse(status: number, body: ErrorBody) {
  return HttpResponse.json(body, { status });
}

function queryObject(url: URL): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const key of new Set(url.searchParams.keys())) {
    const values = url.searchParams.getAll(key);
    out[key] = values.length > 1 ? values : (values[0] ?? '');
  }
  return out;
}

async function readJson(request: Request): Promise<unknown> {
  const text = await request.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    throw badRequest('The request body is not valid JSON');
  }
}

function parseWith<S extends z.ZodType | undefined>(schema: S, value: unknown, what: string): Parsed<S> {
  if (!schema) return undefined as Parsed<S>;
  const result = schema.safeParse(value ?? (what === 'body' ? undefined : {}));
  if (!result.success) throw badRequest(`Invalid ${what}`, fieldErrorsOf(result.error));
  return result.data as Parsed<S>;
}

/** Requests under way per idempotency key: a concurrent duplicate (a double click) waits for the first. */
const inFlight = new WeakMap<MockEnv, Map<string, Promise<unknown>>>();

/** Holds the key while its first request runs; resolves once any earlier holder has finished. */
async function holdKey(env: MockEnv, recordKey: string): Promise<() => void> {
  const running = inFlight.get(env) ?? new Map<string, Promise<unknown>>();
  inFlight.set(env, running);
  while (running.has(recordKey)) await running.get(recordKey);
  let release!: () => void;
  running.set(recordKey, new Promise<void>((resolve) => (release = resolve)));
  return () => {
    running.delete(recordKey);
    release();
  };
}

function idempotencyKeyOf(route: RouteDef, request: Request): string {
  const key = request.headers.get('Idempotency-Key')?.trim();
  if (!key || key.length > 200) throw badRequest('An Idempotency-Key header (1-200 characters) is required', { 'Idempotency-Key': ['Required'] });
  // Scoped to the resource, not the route template: one key on two settlements is two requests.
  return `${route.method} ${new URL(request.url).pathname} ${key}`;
}

/** Replays the first answer for a reused Idempotency-Key; a reuse with another body is a 422. */
function idempotency(env: MockEnv, route: RouteDef, recordKey: string, bodyText: string) {
  const previous = env.db.idempotencyRecord.findFirst({ where: { key: { equals: recordKey } } });
  return {
    replay() {
      if (!previous) return undefined;
      if (previous.bodyHash !== bodyText) {
        throw unprocessable('This Idempotency-Key was already used with a different request body', errorCodes.idempotencyMismatch);
      }
      return HttpResponse.json(JSON.parse(previous.response), { status: previous.status, headers: { 'Idempotent-Replay': 'true' } });
    },
    remember(status: number, data: unknown) {
      env.db.idempotencyRecord.create({ key: recordKey, route: route.path, bodyHash: bodyText, status, response: JSON.stringify(data ?? null) });
    },
  };
}

/**
 * The one wrapper every mock endpoint is built on: latency, fault switches (a 500, a network
 * error or an answer after the client's timeout; see faults.ts), validation of
 * params, query and body with the contract (400 with fieldErrors), the error shape,
 * idempotent replays, a check of the answer against the contract, and persistence after writes.
 */
export function routeHandler<R extends RouteDef>(
  route: R,
  env: MockEnv,
  resolve: (context: HandlerContext<R>) => Reply<R> | Promise<Reply<R>>,
): HttpHandler {
  return http[route.method](toMswPath(route.path), async ({ request, params }) => {
    const latency = latencyOf(env.faults);
    if (latency > 0) await delay(latency);
    const fault = takeFault(env.faults, route.group, `${request.method} ${request.url}`);
    if (fault === '500') {
      return errorResponse(500, { code: errorCodes.server, message: `Simulated failure of ${route.group} (mockFail)` });
    }
    if (fault === 'network') return HttpResponse.error();
    // A timeout: the server still does the work, but answers after the client has given up (so a
    // retried money-moving request must carry the same Idempotency-Key to be paid once).
    if (fault === 'timeout') await delay(lateAnswerMs(env.faults));
    let release: (() => void) | undefined;
    try {
      const recordKey = route.idempotent ? idempotencyKeyOf(route, request) : undefined;
      if (recordKey) release = await holdKey(env, recordKey);
      const bodyText = route.body ? await request.clone().text() : '';
      const guard = recordKey ? idempotency(env, route, recordKey, bodyText) : undefined;
      const replayed = guard?.replay();
      if (replayed) return replayed;

      const context = {
        params: parseWith(route.params, params, 'path parameters'),
        query: parseWith(route.query, queryObject(new URL(request.url)), 'query'),
        body: parseWith(route.body, route.body ? await readJson(request) : undefined, 'body'),
        request,
        env,
        lang: negotiateLanguage(request.headers.get('Accept-Language')),
      } as HandlerContext<R>;

      const data = await resolve(context);
      const status = route.status ?? 200;
      if (route.method !== 'get') {
        guard?.remember(status, data);
        env.persist();
      }
      if (status === 204) return new HttpResponse(null, { status });
      if (route.produces === 'text/csv') {
        return new HttpResponse(String(data), { status, headers: { 'Content-Type': 'text/csv; charset=utf-8', ...languageHeaders(route, context.lang) } });
      }
      const checked = route.response.safeParse(data);
      if (!checked.success) {
        // A handler that breaks its own contract is a bug in the mock: say so instead of lying.
        return errorResponse(500, { code: errorCodes.badResponse, message: `Mock answer outside the contract: ${checked.error.message}` });
      }
      return HttpResponse.json(data as never, { status, headers: languageHeaders(route, context.lang) });
    } catch (error) {
      if (error instanceof HttpError) return errorResponse(error.status, error.body);
      return errorResponse(500, { code: errorCodes.server, message: error instanceof Error ? error.message : 'Unexpected mock error' });
    } finally {
      release?.();
    }
  });
}
