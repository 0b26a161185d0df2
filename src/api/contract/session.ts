import { z } from 'zod';
import { count, isoDateTime, tierNameSchema } from './common';
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

/** The signed-in flag is fixed false in this release (spec section 6): every visitor is signed out. */
export const sessionSchema = userSchema.extend({ signedIn: z.boolean() }).meta({ id: 'Session' });
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
