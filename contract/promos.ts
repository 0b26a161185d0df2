import { z } from 'zod';
import { isoDateTime, pageOf, pageQuery } from './common';
import { defineRoute } from './route';
import { errorCodes } from './errors';

export const promoRegions = ['Global', 'US/EU', 'APAC'] as const;
export const promoTypes = [
  'rate_boost',
  'signup_bonus',
  'volume_bonus',
  'trading_competition',
  'deposit_bonus',
  'fee_discount',
  'referral_contest',
  'airdrop',
  'learn_earn',
  'vip_trial',
  'futures_bonus',
] as const;
export type PromoType = (typeof promoTypes)[number];

/** A promo as the catalogue lists it: the same for every reader (GET /api/promos/catalogue). */
export const promoListingSchema = z
  .object({
    id: z.string(),
    title: z.string(),
    exchange: z.string().describe('Exchange id'),
    type: z.enum(promoTypes),
    description: z.string(),
    expiry: isoDateTime,
    url: z.url(),
    region: z.enum(promoRegions),
    isActive: z.boolean(),
    /** Derived: expired once expiry passed; ending soon within 3 days of it. */
    status: z.enum(['active', 'ending_soon', 'expired']),
  })
  .meta({ id: 'PromoListing' });
export type PromoListing = z.infer<typeof promoListingSchema>;

/** A promo with whether the user saved it. */
export const promoSchema = promoListingSchema.extend({ isSaved: z.boolean() }).meta({ id: 'Promo' });
export type Promo = z.infer<typeof promoSchema>;

const booleanFlag = z.enum(['true', 'false']).transform((value) => value === 'true');

export const promoCatalogueQuery = pageQuery.extend({
  region: z.enum(promoRegions).optional(),
  type: z.enum(promoTypes).optional(),
  exchangeId: z.string().optional(),
  includeExpired: booleanFlag.optional(),
});

export const promoQuery = promoCatalogueQuery.extend({ saved: booleanFlag.optional() });

const promoIdParams = z.object({ id: z.string() });

export const promoRoutes = {
  listPromoCatalogue: defineRoute({
    group: 'promos',
    method: 'get',
    path: '/api/promos/catalogue',
    public: true,
    maxAge: 300,
    examples: [
      { status: 200, query: 'pageSize=3' },
      { status: 400, query: 'region=Mars' },
    ],
    summary:
      "The promos as every reader sees them (GET /api/promos without the user's isSaved), paged after filtering; soonest expiry first, ties by id; expired ones only with includeExpired=true: a page shows them before the user's saved ones",
    localized: true,
    query: promoCatalogueQuery,
    response: pageOf(promoListingSchema).meta({ id: 'PromoListingPage' }),
    errors: [400],
  }),
  listPromos: defineRoute({
    group: 'promos',
    method: 'get',
    path: '/api/promos',
    examples: [
      { status: 200, query: 'pageSize=3' },
      { status: 400, query: 'includeExpired=perhaps' },
    ],
    summary:
      'Promos, paged after filtering; soonest expiry first, ties by id; expired ones only with includeExpired=true',
    localized: true,
    query: promoQuery,
    response: pageOf(promoSchema).meta({ id: 'PromoPage' }),
    errors: [400],
  }),
  savePromo: defineRoute({
    group: 'promos',
    method: 'put',
    invalidates: ['listPromos'],
    path: '/api/promos/{id}/saved',
    examples: [
      { status: 200, path: '/api/promos/promo-3/saved' },
      { status: 404, path: '/api/promos/promo-999/saved' },
      { status: 422, path: '/api/promos/promo-1/saved' },
    ],
    summary: 'Save a promo (idempotent); 422 promo_expired once it has expired',
    localized: true,
    params: promoIdParams,
    response: promoSchema,
    errors: [404, 422],
    codes: { 422: [errorCodes.promoExpired] },
  }),
  unsavePromo: defineRoute({
    group: 'promos',
    method: 'delete',
    invalidates: ['listPromos'],
    path: '/api/promos/{id}/saved',
    examples: [
      { status: 200, path: '/api/promos/promo-3/saved' },
      { status: 404, path: '/api/promos/promo-999/saved' },
    ],
    summary: 'Unsave a promo (idempotent)',
    localized: true,
    params: promoIdParams,
    response: promoSchema,
    errors: [404],
  }),
};
