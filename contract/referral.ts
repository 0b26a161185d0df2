import { z } from 'zod';
import { count, isoDateTime, pageOf, pageQuery, percent, usdtAmount } from './common';
import { defineRoute } from './route';

export const referralSummarySchema = z
  .object({
    code: z.string(),
    link: z.url(),
    /** `/l/{lowercased code}`. */
    libUrl: z.string(),
    funnel7d: z.object({ clicks: count, signups: count, active: count }),
    stats: z.object({
      totalReferrals: count,
      activeReferrals: count,
      earnedUsdt: usdtAmount,
      pendingUsdt: usdtAmount,
    }),
    recentReferrals: z.array(
      z.object({
        id: z.string(),
        maskedEmail: z.string(),
        exchange: z.string(),
        joinedAt: isoDateTime,
        active: z.boolean(),
      }),
    ),
  })
  .meta({ id: 'ReferralSummary' });
export type ReferralSummary = z.infer<typeof referralSummarySchema>;

export const referralRateSchema = z
  .object({
    exchange: z.string().describe('Exchange id'),
    exchangeName: z.string(),
    /** Percent, e.g. 25. */
    baseRate: percent,
    silverBonus: percent,
    goldBonus: percent,
    platinumBonus: percent,
  })
  .meta({ id: 'ReferralRate' });
export type ReferralRate = z.infer<typeof referralRateSchema>;

export const referralRoutes = {
  getReferral: defineRoute({
    group: 'referral',
    method: 'get',
    path: '/api/referral',
    examples: [{ status: 200 }],
    summary: 'Referral code, links, 7-day funnel, stats and recent referrals',
    response: referralSummarySchema,
    errors: [],
  }),
  listReferralRates: defineRoute({
    group: 'referral',
    method: 'get',
    path: '/api/referral/rates',
    public: true,
    maxAge: 300,
    examples: [
      { status: 200, query: 'pageSize=3' },
      { status: 400, query: 'pageSize=500' },
    ],
    summary: 'Referral base rate and tier bonuses by exchange, paged, in the exchanges’ order',
    query: pageQuery,
    response: pageOf(referralRateSchema).meta({ id: 'ReferralRatePage' }),
    errors: [400],
  }),
};
