import { z } from 'zod';
import { pageOf, pageQuery } from './common';
import { defineRoute } from './route';

export const assistantStatuses = ['available', 'beta', 'coming-soon'] as const;

export const aiAssistantSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    description: z.string(),
    features: z.array(z.string()),
    category: z.string(),
    status: z.enum(assistantStatuses),
  })
  .meta({ id: 'AiAssistant' });
export type AiAssistant = z.infer<typeof aiAssistantSchema>;

export const aiRoutes = {
  listAssistants: defineRoute({
    group: 'ai',
    method: 'get',
    path: '/api/ai/assistants',
    public: true,
    maxAge: 3600,
    examples: [
      { status: 200, query: 'pageSize=3' },
      { status: 400, query: 'page=0' },
    ],
    summary: 'The AI assistant catalogue, paged, in the catalogue’s order (ties by id)',
    localized: true,
    query: pageQuery,
    response: pageOf(aiAssistantSchema).meta({ id: 'AiAssistantPage' }),
    errors: [400],
  }),
};
