import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import { z } from 'zod';
import type { RouteDef } from '@octoss/contract/route';
import { errorCodes, fieldErrorsOf, type ErrorBody } from '@octoss/contract/errors';
import type { MockEnv } from '../mock-env';
import { cacheControlOf, noStoreCacheControl } from '@octoss/contract/caching';
import { lateAnswerMs, latencyOf, requestedFault, requestedTamper, takeFault, takeRouteFault } from '../faults';
import { badRequest, HttpError, storageFull, unauthorized } from '../shared/http-error';
import { StorageFull } from '../persist';
import { etagOf, isNotModified } from './http-cache';
import { holdKey, idempotency, idempotencyKeyOf } from './idempotency';
import { readRequestBody } from './request-body';
import { currentUser, sessionOf } from '../areas/app';
import { negotiateLanguage } from '../shared/language';
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

/** What every answer says besides its own headers: its type is the one it names, never sniffed. */
const answerHeaders = { 'X-Content-Type-Options': 'nosniff' };

export function errorResponse(status: number, body: ErrorBody, headers: Record<string, string> = {}) {
  return HttpResponse.json(body, {
    status,
    headers: { ...answerHeaders, 'Cache-Control': noStoreCacheControl, ...headers },
  });
}

function queryObject(url: URL): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const key of new Set(url.searchParams.keys())) {
    const values = url.searchParams.getAll(key);
    out[key] = values.length > 1 ? values : (values[0] ?? '');
  }
  return out;
}

/**
 * A request part parsed by its route's schema: its output type, or undefined for a route without one.
 * The generic signature says what the body below returns at run time; TypeScript cannot relate a
 * parse result to the conditional type of a generic route itself, so the overload states it once.
 */
function parseWith<S extends z.ZodType | undefined>(schema: S, value: unknown, what: string): Parsed<S>;
function parseWith(schema: z.ZodType | undefined, value: unknown, what: string): unknown {
  if (!schema) return undefined;
  const result = schema.safeParse(value ?? (what === 'body' ? undefined : {}));
  if (!result.success) throw badRequest(`Invalid ${what}`, fieldErrorsOf(result.error));
  return result.data;
}

/** What a request that ran answers: kept for an idempotent replay, then sent. */
type Outcome = { status: number; body: unknown; headers: Record<string, string> };

const exportPeriod = z.object({ from: z.string().optional(), to: z.string().optional() });

/** `attachment; filename="octoss-payouts-2026-11-01-2026-11-15.csv"`: a download, named after its period. */
function contentDisposition(route: RouteDef, query: unknown): string {
  const name = route.path
    .split('/')
    .pop()!
    .replace(/\.csv$/, '');
  const dates = exportPeriod.safeParse(query);
  const { from, to } = dates.success ? dates.data : {};
  const period = from || to ? `-${from ?? 'start'}-${to ?? 'today'}` : '';
  return `attachment; filename="octoss-${name}${period}.csv"`;
}

/** The success answer of a resolver, checked against the contract; a mock that breaks it is a bug (500). */
function successOf(route: RouteDef, data: unknown, context: { lang: Language; query: unknown }): Outcome {
  const status = route.status ?? 200;
  const headers = languageHeaders(route, context.lang);
  if (status === 204) return { status, body: null, headers };
  if (route.produces === 'text/csv') {
    return {
      status,
      body: String(data),
      headers: {
        ...headers,
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': contentDisposition(route, context.query),
      },
    };
  }
  const checked = route.response.safeParse(data);
  if (!checked.success) {
    // A handler that breaks its own contract is a bug in the mock: say so instead of lying.
    throw new HttpError(500, {
      code: errorCodes.badResponse,
      message: `Mock answer outside the contract: ${checked.error.message}`,
    });
  }
  return { status, body: data, headers };
}

/** Sends an outcome with its cache headers; a GET gets an ETag and a 304 when the reader has it, a HEAD no body. */
function respond(route: RouteDef, request: Request, outcome: Outcome): Response {
  const cacheControl = outcome.status < 400 ? cacheControlOf(route) : noStoreCacheControl;
  const headers: Record<string, string> = { ...answerHeaders, ...outcome.headers, 'Cache-Control': cacheControl };
  if (outcome.status === 204) return new HttpResponse(null, { status: outcome.status, headers });
  const isCsv = route.produces === 'text/csv' && outcome.status < 400;
  const text = isCsv ? String(outcome.body) : JSON.stringify(outcome.body);
  if (!isCsv) headers['Content-Type'] = 'application/json';
  if (route.method === 'get' && outcome.status === 200) {
    headers.ETag = etagOf(text);
    if (isNotModified(request, headers.ETag)) return new HttpResponse(null, { status: 304, headers });
  }
  return new HttpResponse(request.method === 'HEAD' ? null : text, { status: outcome.status, headers });
}

/**
 * The one wrapper every mock endpoint is built on: latency, fault switches (a 500, a network
 * error or an answer after the client's timeout; see faults.ts), the 401 of a route that needs a
 * user and has no valid bearer token (contract/access.ts), validation of
 * params, query and body with the contract (400 with fieldErrors), the error shape,
 * idempotent replays, a check of the answer against the contract, and persistence after writes.
 */
export function routeHandler<R extends RouteDef>(
  route: R,
  serverEnv: MockEnv,
  resolve: (context: HandlerContext<R>) => Reply<R> | Promise<Reply<R>>,
): HttpHandler {
  // A read also answers HEAD (same headers, no body); other methods fall through to the next
  // handler, and in the end to the 405 of fallback.ts.
  const method = route.method === 'get' ? http.all : http[route.method];
  return method(toMswPath(route.path), async ({ request, params }) => {
    // A request may ask for the ledger proof's tamper switch itself (X-Mock-Tamper).
    const tamper = requestedTamper(request.headers);
    const env = tamper ? { ...serverEnv, faults: { ...serverEnv.faults, tamper } } : serverEnv;
    if (route.method === 'get' && request.method !== 'GET' && request.method !== 'HEAD') return undefined;
    const latency = latencyOf(env.faults);
    if (latency > 0) await delay(latency);
    // A story's or test's fault of this route (faults.ts, faultRoute) before a page's fault switches.
    const routeFault = takeRouteFault(env.faults, route);
    if (routeFault && 'error' in routeFault)
      return errorResponse(routeFault.error.status, routeFault.error.body, routeFault.error.headers);
    const fault =
      (routeFault && 'kind' in routeFault ? routeFault.kind : undefined) ??
      takeFault(env.faults, route.group, `${request.method} ${request.url}`) ??
      requestedFault(request.headers, route.group);
    if (fault === 'hang') await delay('infinite');
    if (fault === '500') {
      return errorResponse(500, { code: errorCodes.server, message: `Simulated failure of ${route.group} (mockFail)` });
    }
    if (fault === 'network') return HttpResponse.error();
    // A timeout: the server still does the work, but answers after the client has given up (so a
    // retried money-moving request must carry the same Idempotency-Key to be paid once).
    if (fault === 'timeout') await delay(lateAnswerMs(env.faults));
    // Who asks, before anything else: a route that needs a user answers 401 to a request without a
    // valid bearer token (access.ts lists the public ones), and nothing is read or written.
    if (!route.public && !sessionOf(env, request)) {
      const denied = unauthorized(
        'Sign in first: this route needs a valid bearer token (Authorization: Bearer <token>)',
      );
      return errorResponse(denied.status, denied.body, denied.headers);
    }
    let release: (() => void) | undefined;
    try {
      // Checks of the request as sent: a request outside the contract never reaches the database.
      const body = await readRequestBody(route, request);
      const recordKey = route.idempotent ? idempotencyKeyOf(request, currentUser(env).id) : undefined;
      // Held per server, not per request: the tamper switch's env is a copy.
      if (recordKey) release = await holdKey(serverEnv, recordKey);
      const guard = recordKey ? idempotency(env, route, recordKey, body.canonical) : undefined;
      const replayed = guard?.replay();
      if (replayed) return replayed;

      const context: HandlerContext<R> = {
        params: parseWith<R['params']>(route.params, params, 'path parameters'),
        query: parseWith<R['query']>(route.query, queryObject(new URL(request.url)), 'query'),
        body: parseWith<R['body']>(route.body, body.value, 'body'),
        request,
        env,
        lang: negotiateLanguage(request.headers.get('Accept-Language')),
      };

      // From here the request runs: its answer, a success or a rule's 4xx, is what a replay gives.
      // It runs as one transaction: what it changed is stored (with its idempotency record) before
      // it is answered, so an answer is a promise kept; a rule's 4xx undoes its changes, and only
      // the refusal is remembered for a replay.
      let outcome: Outcome;
      try {
        outcome = await env.transaction(async () => {
          const answer = await resolve(context);
          const success = successOf(
            route,
            routeFault && 'reshape' in routeFault ? routeFault.reshape(answer) : answer,
            context,
          );
          guard?.remember(success.status, success.body, success.headers);
          return success;
        });
      } catch (error) {
        if (error instanceof StorageFull) throw storageFull();
        if (!(error instanceof HttpError) || error.status >= 500) throw error;
        const refused: Outcome = { status: error.status, body: error.body, headers: error.headers };
        if (guard) await env.transaction(() => guard.remember(refused.status, refused.body, refused.headers));
        outcome = refused;
      }
      return respond(route, request, outcome);
    } catch (error) {
      if (error instanceof HttpError) return errorResponse(error.status, error.body, error.headers);
      // The message only: a stack trace would show the server's files to anyone who asks.
      return errorResponse(500, {
        code: errorCodes.server,
        message: error instanceof Error ? error.message : 'Unexpected mock error',
      });
    } finally {
      release?.();
    }
  });
}
