import { z } from 'zod';
import { pageOf, pageQuery, rate } from './common';
import { defineRoute } from './route';

export const exchangeSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    displayName: z.string(),
    /** Fraction of trading fees paid back, e.g. 0.08. */
    paybackRate: rate,
    /** Fraction of referred users' fees shared, e.g. 0.25. */
    referralRate: rate,
    isActive: z.boolean(),
    /** The exchange's own site, for Go to Exchange links. */
    url: z.url(),
  })
  .meta({ id: 'Exchange' });
export type Exchange = z.infer<typeof exchangeSchema>;

export const exchangeDirectoryEntrySchema = z
  .object({
    name: z.string(),
    slug: z.string(),
    mono: z.string(),
    /** Served from /exchanges/{slug}.{ext}. */
    logo: z.string(),
  })
  .meta({ id: 'ExchangeDirectoryEntry' });
export type ExchangeDirectoryEntry = z.infer<typeof exchangeDirectoryEntrySchema>;

export const exchangeRoutes = {
  listExchanges: defineRoute({
    group: 'exchanges',
    method: 'get',
    path: '/api/exchanges',
    public: true,
    maxAge: 300,
    examples: [
      { status: 200, query: 'pageSize=3' },
      { status: 400, query: 'pageSize=500' },
    ],
    summary: 'Exchanges with their payback and referral rates, paged, in the order they were added (ties cannot occur)',
    query: pageQuery,
    response: pageOf(exchangeSchema).meta({ id: 'ExchangePage' }),
    errors: [400],
  }),
  listExchangeDirectory: defineRoute({
    group: 'exchanges',
    method: 'get',
    path: '/api/exchanges/directory',
    public: true,
    maxAge: 3600,
    examples: [
      { status: 200, query: 'pageSize=3' },
      { status: 400, query: 'page=0' },
    ],
    summary: 'The logo directory of supported exchanges, paged, in the directory’s order',
    query: pageQuery,
    response: pageOf(exchangeDirectoryEntrySchema).meta({ id: 'ExchangeDirectoryPage' }),
    errors: [400],
  }),
};
