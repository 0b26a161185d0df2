import { z } from 'zod';
import { count, pageOf, pageQuery, usdtAmount } from './common';
import { defineRoute } from './route';

export const marketCategories = ['signals', 'bots', 'strategies', 'mentoring'] as const;
export const marketSorts = ['rating', 'price-low', 'price-high'] as const;

export const marketProductSchema = z
  .object({
    id: z.string(),
    title: z.string(),
    description: z.string(),
    category: z.enum(marketCategories),
    /** USD per month. */
    price: usdtAmount,
    rating: z.number().min(0).max(5),
    reviews: count,
    provider: z.string(),
    verified: z.boolean(),
    tags: z.array(z.string()),
  })
  .meta({ id: 'MarketProduct' });
export type MarketProduct = z.infer<typeof marketProductSchema>;

export const marketQuery = pageQuery.extend({
  q: z.string().max(100).optional(),
  category: z.enum(['all', ...marketCategories]).default('all'),
  sort: z.enum(marketSorts).optional(),
});

export const marketRoutes = {
  listMarketProducts: defineRoute({
    group: 'market',
    method: 'get',
    path: '/api/market/products',
    public: true,
    maxAge: 300,
    examples: [
      { status: 200, query: 'pageSize=3' },
      { status: 400, query: 'sort=random' },
    ],
    summary:
      'Marketplace products, paged after filtering; q matches title or description in the answer’s language (case-insensitive); default order is the list order, and a sort keeps the list order among ties',
    localized: true,
    query: marketQuery,
    response: pageOf(marketProductSchema).meta({ id: 'MarketProductPage' }),
    errors: [400],
  }),
};
