import { z } from 'zod';
import { count, percent, tierNameSchema } from './common';
import { defineRoute } from './route';

export const tierSchema = z
  .object({
    tier: tierNameSchema,
    minScore: count,
    multiplier: z.number().min(1).describe('Factor on referral earnings, 1 or more (1.02 = +2 %)'),
    /** Percent points added to the payback rate. */
    rateBoost: percent,
    payoutFreq: z.string(),
    /** Dispute SLA in hours. */
    disputeSLA: count,
  })
  .meta({ id: 'Tier' });
export type Tier = z.infer<typeof tierSchema>;

export const tierRecalculationSchema = z
  .object({
    previousTier: tierNameSchema,
    tier: tierNameSchema,
    score: z.number().min(0),
    /** Why the tier is what it is: window, decay, one-drop rule. */
    notes: z.array(z.enum(['window_30d', 'decay_applied', 'drop_limited'])),
  })
  .meta({ id: 'TierRecalculation' });

export const tierRoutes = {
  listTiers: defineRoute({
    group: 'tiers',
    method: 'get',
    path: '/api/tiers',
    public: true,
    maxAge: 3600,
    examples: [{ status: 200 }],
    summary: 'The tier table',
    response: z.array(tierSchema),
    errors: [],
  }),
  recalculateTier: defineRoute({
    group: 'tiers',
    method: 'post',
    invalidates: ['session', 'dashboard', 'getPayoutSchedule'],
    path: '/api/tiers/recalculate',
    examples: [{ status: 200 }],
    summary:
      'Recalculate the tier from the last 30 days of points (50% decay after 30 days idle, at most one tier down per cycle)',
    response: tierRecalculationSchema,
    errors: [],
  }),
};
