import { z } from 'zod';
import { count, isoDateTime, percent, tierNameSchema } from './common';
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
 * The signed-in flag is fixed false in this release (spec section 6): every visitor is signed out.
 * The progress toward the next tier is the server's (the Dashboard's `tier.nextTierPct` is the same figure).
 */
export const sessionSchema = userSchema
  .extend({
    signedIn: z.boolean(),
    nextTier: tierNameSchema.nullable().describe('The tier above the current one; null at the top tier'),
    nextTierPct: percent.describe('Progress toward the next tier, 0 to 100 (100 at the top tier)'),
  })
  .meta({ id: 'Session' });
export type Session = z.infer<typeof sessionSchema>;

export const sessionRoutes = {
  getMe: defineRoute({
    group: 'session',
    method: 'get',
    path: '/api/me',
    summary: 'The current (demo) user and whether they are signed in',
    response: sessionSchema,
    errors: [],
  }),
};
