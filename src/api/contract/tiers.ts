import { z } from 'zod';
import { tierNameSchema } from './common';
import { defineRoute } from './route';

export const tierSchema = z
  .object({
    tier: tierNameSchema,
    minScore: z.number().int(),
    multiplier: z.number(),
    /** Percent points added to the payback rate. */
    rateBoost: z.number(),
    payoutFreq: z.string(),
    /** Dispute SLA in hours. */
    disputeSLA: z.number().int(),
  })
  .meta({ id: 'Tier' });
export type Tier = z.infer<typeof tierSchema>;

export const tierRecalculationSchema = z
  .object({
    previousTier: tierNameSchema,
    tier: tierNameSchema,
    score: z.number(),
    /** Why the tier is what it is: window, decay, one-drop rule. */
    notes: z.array(z.enum(['window_30d', 'decay_applied', 'drop_limited'])),
  })
  .meta({ id: 'TierRecalculation' });

export const tierRoutes = {
  listTiers: defineRoute({
    group: 'tiers',
    method: 'get',
    path: '/api/tiers',
    summary: 'The tier table',
    response: z.array(tierSchema),
    errors: [],
  }),
  recalculateTier: defineRoute({
    group: 'tiers',
    method: 'post',
    path: '/api/tiers/recalculate',
    summary: 'Recalculate the tier from the last 30 days of points (50% decay after 30 days idle, at most one tier down per cycle)',
    response: tierRecalculationSchema,
    errors: [],
  }),
};
