import { z } from 'zod';
import { count, isoDateTime, percent, tierNameSchema } from './common';
import { errorCodes } from './errors';
import { defineRoute } from './route';

export const userSchema = z
  .object({
    id: z.string(),
    email: z.email(),
    tier: tierNameSchema,
    oCTOSSPoints: count,
    createdAt: isoDateTime,
  })
  .meta({ id: 'User' });
export type User = z.infer<typeof userSchema>;

/**
 * The signed-in user: `signedIn` is true whenever this answers (signed out, /api/me answers 401).
 * The progress toward the next tier is the server's (the Dashboard's `tier.nextTierPct` is the same figure).
 */
export const sessionSchema = userSchema
  .extend({
    signedIn: z.boolean(),
    nextTier: tierNameSchema.nullable().describe('The tier above the current one; null at the top tier'),
    nextTierPct: percent.describe('Progress toward the next tier, 0 to 100 (100 at the top tier)'),
    nextTierAt: count
      .nullable()
      .describe('The points at which the next tier is reached, a whole number from 0; null at the top tier'),
  })
  .meta({ id: 'Session' });
export type Session = z.infer<typeof sessionSchema>;

/**
 * Sign-in: an email and the one-time code sent to it. The mock (and a sandbox) skips the mail and
 * accepts the fixed code `000000` for its data set's one user; a real backend adds the step that
 * mails the code (or replaces the whole step, e.g. with OAuth) but keeps this route's token answer.
 */
export const signInSchema = z
  .strictObject({
    email: z.email().meta({ description: "The account's email address." }),
    code: z
      .string()
      .regex(/^\d{6}$/, 'Six digits')
      .meta({ description: 'The one-time code sent to the email (six digits).' }),
  })
  .meta({ id: 'SignIn' });
export type SignIn = z.infer<typeof signInSchema>;

/** A bearer token: sent as `Authorization: Bearer <token>` on every request that needs a user. */
export const accessTokenSchema = z
  .object({
    token: z.string().min(32).meta({ description: 'Opaque and random; send it as `Authorization: Bearer <token>`.' }),
    expiresAt: isoDateTime.meta({ description: 'When the token stops working (then sign in again).' }),
  })
  .meta({ id: 'AccessToken' });
export type AccessToken = z.infer<typeof accessTokenSchema>;

export const sessionRoutes = {
  createSession: defineRoute({
    group: 'auth',
    method: 'post',
    path: '/api/auth/sessions',
    public: true,
    examples: [
      { status: 400, body: { email: 'demo@octoss.app', code: '12' } },
      { status: 401, body: { email: 'demo@octoss.app', code: '123456' } },
      { status: 201, body: { email: 'demo@octoss.app', code: '000000' } },
      { status: 201, dataset: 'testnet', body: { email: 'sandbox@octoss.app', code: '000000' } },
      // The sandbox's account after its wrong codes (its session above goes on working).
      { status: 429, dataset: 'testnet', body: { email: 'sandbox@octoss.app', code: '999999' }, repeat: true },
    ],
    // A new session changes no data the client holds.
    invalidates: [],
    summary: 'Sign in: an email and its one-time code answer a bearer token',
    description:
      'Public. Wrong credentials are a 401 unauthorized. An account takes at most 5 wrong codes in 15 minutes: after that every sign-in of it, with the right code too, is a 429 rate_limited with Retry-After (seconds) until the 15 minutes have passed; a right code within the limit clears the count. The token works until `expiresAt` or until it is signed out; a user keeps at most 20 sessions (a new sign-in ends the oldest).',
    body: signInSchema,
    response: accessTokenSchema,
    status: 201,
    errors: [400, 401, 429],
    codes: { 401: [errorCodes.unauthorized], 429: [errorCodes.rateLimited] },
  }),
  deleteSession: defineRoute({
    group: 'auth',
    method: 'delete',
    path: '/api/auth/sessions/current',
    examples: [{ status: 204, auth: 'fresh' }],
    // No data changes; the client drops its token (and with it what it read) itself.
    invalidates: [],
    summary: 'Sign out: the bearer token of this request stops working',
    response: z.null(),
    status: 204,
    errors: [],
  }),
  getMe: defineRoute({
    group: 'session',
    method: 'get',
    path: '/api/me',
    examples: [{ status: 401, auth: 'unknown' }, { status: 200 }],
    summary: 'The signed-in user',
    description: 'Signed out (no valid bearer token) this is a 401 like every route that needs a user.',
    response: sessionSchema,
    errors: [],
  }),
};
