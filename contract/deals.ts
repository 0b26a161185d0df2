import { z } from 'zod';
import { pageOf, pageQuery, percent } from './common';
import { defineRoute } from './route';

export const dealRegions = ['Global', 'US', 'EU', 'MENA', 'APAC', 'LATAM'] as const;

export const dealSchema = z
  .object({
    id: z.string(),
    exchange: z.string(),
    /** Gross program rate in percent; 0 means closed (Waitlist). */
    gross: percent,
    /** Displayed rate: gross − 10 (0 stays 0). */
    rate: percent,
    /** Standard (non-beta) rate: 5 less than the displayed rate. */
    standardRate: percent,
    open: z.boolean(),
    regions: z.array(z.enum(dealRegions)),
    notes: z.string(),
  })
  .meta({ id: 'Deal' });
export type Deal = z.infer<typeof dealSchema>;

export const dealQuery = pageQuery.extend({
  region: z.enum(dealRegions).optional(),
  sort: z.enum(['rate', 'name']).default('rate'),
});

export const dealRoutes = {
  listDeals: defineRoute({
    group: 'deals',
    method: 'get',
    path: '/api/deals',
    public: true,
    maxAge: 300,
    examples: [
      { status: 200, query: 'pageSize=3' },
      { status: 400, query: 'sort=cheapest' },
    ],
    summary:
      'The partner programs, paged after filtering; filter by region, sort by rate (high first, then name) or name; ties by id',
    localized: true,
    query: dealQuery,
    response: pageOf(dealSchema).meta({ id: 'DealPage' }),
    errors: [400],
  }),
};
