import { z } from 'zod';
import { usdt } from './common';
import { defineRoute } from './route';

export const simulateFeesResultSchema = z
  .object({ accrualsCreated: z.number().int(), reconciliationsCreated: z.number().int(), claimableAdded: usdt })
  .meta({ id: 'SimulateFeesResult' });

export const testnetRoutes = {
  simulateFees: defineRoute({
    group: 'testnet',
    method: 'post',
    path: '/api/testnet/simulate-fees',
    summary: 'Testnet only: create accruals and reconciliation records for every approved link and raise the claimable balance',
    response: simulateFeesResultSchema,
    status: 201,
    errors: [422],
  }),
  resetTestnet: defineRoute({
    group: 'testnet',
    method: 'post',
    path: '/api/testnet/reset',
    summary: 'Testnet only: back to an empty sandbox',
    response: z.object({ reset: z.literal(true) }),
    errors: [],
  }),
};
