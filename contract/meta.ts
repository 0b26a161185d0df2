import { z } from 'zod';
import { defineRoute } from './route';

export const metaRoutes = {
  getOpenApi: defineRoute({
    group: 'meta',
    method: 'get',
    path: '/api/openapi.json',
    public: true,
    examples: [{ status: 200 }],
    summary: 'This OpenAPI 3.1 document',
    response: z.record(z.string(), z.unknown()),
    errors: [],
  }),
};
