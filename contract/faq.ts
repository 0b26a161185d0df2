import { z } from 'zod';
import { pageOf, pageQuery } from './common';
import { defineRoute } from './route';

export const faqCategories = ['payback', 'referral', 'payouts', 'proof', 'tiers', 'account'] as const;

export const faqItemSchema = z
  .object({ id: z.string(), category: z.enum(faqCategories), question: z.string(), answer: z.string() })
  .meta({ id: 'FaqItem' });
export type FaqItem = z.infer<typeof faqItemSchema>;

export const faqRoutes = {
  listFaq: defineRoute({
    group: 'faq',
    method: 'get',
    path: '/api/faq',
    public: true,
    maxAge: 3600,
    examples: [
      { status: 200, query: 'pageSize=3' },
      { status: 400, query: 'pageSize=500' },
    ],
    summary: 'FAQ items, paged, in the order to show them (ties by id)',
    localized: true,
    query: pageQuery,
    response: pageOf(faqItemSchema).meta({ id: 'FaqPage' }),
    errors: [400],
  }),
};
