import type { z } from 'zod';
import type { AnsweredCode } from './errors';
import type { Group } from './groups';
import { defaultLanguage, languageCodes } from './languages';

export { groups, type Group } from './groups';

export type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** One row of the route table: everything the client, the mock and OpenAPI need to know. */
export type RouteDef = {
  group: Group;
  method: Method;
  /** OpenAPI style: `/api/uid-links/{id}`. */
  path: string;
  summary: string;
  params?: z.ZodObject;
  query?: z.ZodObject;
  body?: z.ZodType;
  response: z.ZodType;
  /** Success status; 200 unless said. */
  status?: 200 | 201 | 204;
  /** Error statuses this route can answer besides 500. */
  errors: readonly number[];
  /**
   * The route's own error codes per status, from the catalogue (`errorCodes`); the common ones
   * (validation for 400, not_found for 404, idempotency_mismatch for an idempotent 422) are implied.
   */
  codes?: Partial<Record<number, readonly AnsweredCode[]>>;
  /** What the summary leaves out: rules, states, side effects. The document adds the generated facts. */
  description?: string;
  /** Money-moving POSTs: the client sends an `Idempotency-Key` and the server replays the first result. */
  idempotent?: boolean;
  /** `text/csv` answers are plain text; everything else is JSON. */
  produces?: 'application/json' | 'text/csv';
  /**
   * The answer carries content (descriptions, notes, titles...) in the reader's language, chosen by
   * the `Accept-Language` request header and named in the `Content-Language` response header.
   * Enumerations (statuses, types, regions, sources) stay codes: the client translates those.
   */
  localized?: boolean;
  /**
   * Writes only: what the write changes, so the client refreshes exactly that after it succeeds.
   * Each target is a group (every read of it) or a route name (that read alone); `everything`
   * means the data set starts over. routes.ts checks the names, a contract test checks the claim.
   */
  invalidates?: 'everything' | readonly string[];
  /**
   * Answered without a user (no bearer token needed). Every other route answers 401
   * `unauthorized` without a valid token (access.ts adds the 401 to its errors).
   */
  public?: boolean;
  /**
   * A public read that is the same for every reader may be cached this many seconds:
   * `Cache-Control: public, max-age=N`. Other reads are the user's own (`private, no-cache`),
   * writes and errors `no-store` (caching.ts).
   */
  maxAge?: number;
  /**
   * Requests that make this route answer each status it documents: the OpenAPI document's examples
   * are the answers a fresh mock gives them (replayed row by row in the table's order, so a request
   * may rely on the rows before it), and the contract tests replay them through Prism.
   */
  examples?: readonly RouteExample[];
};

/** The languages content is written in, the default (for a request without a supported language) first. */
export const defaultContentLanguage = defaultLanguage;
export const contentLanguages = [defaultLanguage, ...languageCodes.filter((code) => code !== defaultLanguage)];

/** One example request of a route (see `examples`). */
export type RouteExample = {
  status: number;
  /** The concrete path; the route's own path when it has no parameters. */
  path?: string;
  query?: string;
  body?: unknown;
  headers?: Record<string, string>;
  /** The data set that answers: the demo unless said. */
  dataset?: 'demo' | 'testnet';
  /** Move the mock's clock forward first (e.g. past a link's 2 s approval). */
  advanceClockMs?: number;
  /** Send again until the status comes (a weekly cap reached by repeated earning), at most 30 times. */
  repeat?: true;
  /**
   * The bearer token sent: the data set's latest sign-in (an example 201 of the sign-in) unless
   * `none` (signed out), `unknown` (a token the server never gave) or `fresh` (a sign-in of its own,
   * e.g. for the sign-out).
   */
  auth?: 'none' | 'unknown' | 'fresh';
};

export function defineRoute<const R extends RouteDef>(route: R): R {
  return route;
}
