import { z } from 'zod';
import { defineRoute } from './route';

export const faqItemSchema = z
  .object({ id: z.string(), category: z.string(), question: z.string(), answer: z.string() })
  .meta({ id: 'FaqItem' });
export type FaqItem = z.infer<typeof faqItemSchema>;

export const faqQuery = z.object({ lang: z.enum(['en', 'ko', 'ja', 'vi', 'id']).default('en') });

export const faqRoutes = {
  listFaq: defineRoute({
    group: 'faq',
    method: 'get',
    path: '/api/faq',
    summary: 'FAQ items in a language',
    query: faqQuery,
    response: z.array(faqItemSchema),
    errors: [400],
  }),
};
