import { z } from 'zod';
import { isoDateTime, pageOf, pageQuery, usdtAmount } from './common';
import { defineRoute } from './route';

export const accrualStatuses = ['POSTED', 'NEW'] as const;

export const accrualSchema = z
  .object({
    id: z.string(),
    userId: z.string(),
    exchange: z.string().describe('Exchange id'),
    gross: usdtAmount,
    /** After the platform's ~10% take. */
    net: usdtAmount,
    status: z.enum(accrualStatuses),
    accrualAt: isoDateTime,
  })
  .meta({ id: 'Accrual' });
export type Accrual = z.infer<typeof accrualSchema>;

export const accrualQuery = pageQuery.extend({
  exchangeId: z.string().optional(),
  status: z.enum(accrualStatuses).optional(),
});

export const accrualRoutes = {
  listAccruals: defineRoute({
    group: 'accruals',
    method: 'get',
    path: '/api/accruals',
    examples: [
      { status: 200, query: 'pageSize=3' },
      { status: 400, query: 'page=0' },
    ],
    summary: 'Accrual history, newest first, paged',
    query: accrualQuery,
    response: pageOf(accrualSchema).meta({ id: 'AccrualPage' }),
    errors: [400],
  }),
};
