import type { z } from 'zod';
import type { AnsweredCode } from './errors';
import { defaultLanguage, languageCodes } from './languages';

/**
 * Endpoint groups: the names `?mockFail=` uses and the handler files are named after.
 */
export const groups = [
  'auth',
  'session',
  'dashboard',
  'exchanges',
  'uid-links',
  'accruals',
  'reconciliations',
  'proof',
  'profiles',
  'payouts',
  'exports',
  'settlements',
  'referral',
  'tiers',
  'points',
  'promos',
  'deals',
  'partner-applications',
  'playbook',
  'faq',
  'ai',
  'market',
  'testnet',
  'meta',
] as const;
export type Group = (typeof groups)[number];

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
   * Answered without a user (no bearer token needed). Set by routes.ts from access.ts, the one
   * list of public operations; every other route answers 401 `unauthorized` without a valid token.
   */
  public?: boolean;
};

/** The languages content is written in, the default (for a request without a supported language) first. */
export const defaultContentLanguage = defaultLanguage;
export const contentLanguages = [defaultLanguage, ...languageCodes.filter((code) => code !== defaultLanguage)];

export function defineRoute<const R extends RouteDef>(route: R): R {
  return route;
}
