import { z } from 'zod';
import {
  count,
  day,
  isoDateTime,
  payoutFrequencySchema,
  percent,
  tierNameSchema,
  txHash,
  usdt,
  usdtAmount,
} from './common';
import { promoTypes } from './promos';
import { defineRoute } from './route';

export const nextActionTypes = ['link_exchange', 'earn_points', 'resolve_discrepancy', 'browse_promos'] as const;
export type NextActionType = (typeof nextActionTypes)[number];

export const nextActionSchema = z
  .object({
    type: z.enum(nextActionTypes),
    title: z.string(),
    reason: z.string(),
    ctaText: z.string(),
    href: z.string(),
    impactBadge: z.string(),
  })
  .meta({ id: 'NextAction' });
export type NextAction = z.infer<typeof nextActionSchema>;

export const dashboardSummarySchema = z
  .object({
    earnings: z.object({
      totalEarned: usdtAmount,
      claimable: usdtAmount,
      last30dTotal: usdtAmount,
      /** One point per day of the last 30 days (net accruals). */
      last30d: z.array(z.object({ d: day, v: usdtAmount })),
      nextPayoutAt: isoDateTime,
      /** The trader's tier's auto payout cadence (the Payout Schedule's `frequency`). */
      payoutFrequency: payoutFrequencySchema,
    }),
    payback: z.object({
      linked: z.array(
        z.object({ exchange: z.string(), lastAccrualAt: isoDateTime.nullable(), lastNet: usdtAmount.nullable() }),
      ),
      canAdd: z.boolean(),
    }),
    proof: z.object({
      counts: z.object({ matched: count, discrepancy: count, unmatched: count }),
      lastTx: z.object({ exchange: z.string(), amount: usdt, txHash }).nullable(),
    }),
    referral: z.object({
      code: z.string(),
      funnel7d: z.object({ clicks: count, signups: count, active: count }),
      libUrl: z.string(),
    }),
    tier: z.object({ tier: tierNameSchema, points: count, nextTierPct: percent, nextMilestoneText: z.string() }),
    promos: z.object({
      activeCount: count,
      items: z.array(
        z.object({
          id: z.string(),
          exchange: z.string(),
          title: z.string(),
          type: z.enum(promoTypes),
          expiryAt: isoDateTime,
        }),
      ),
    }),
    nextAction: nextActionSchema,
  })
  .meta({ id: 'DashboardSummary' });
export type DashboardSummary = z.infer<typeof dashboardSummarySchema>;

export const dashboardRoutes = {
  getDashboard: defineRoute({
    group: 'dashboard',
    method: 'get',
    path: '/api/dashboard',
    examples: [{ status: 200 }],
    summary: 'The dashboard summary: earnings, payback, proof, referral, tier, promos and the next best action',
    localized: true,
    response: dashboardSummarySchema,
    errors: [],
  }),
};
