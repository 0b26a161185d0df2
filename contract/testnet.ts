import { z } from 'zod';
import { count, usdtAmount } from './common';
import { errorCodes } from './errors';
import { proofPeriodSchema } from './proof';
import { defineRoute } from './route';

export const simulateFeesResultSchema = z
  .object({ accrualsCreated: count, reconciliationsCreated: count, claimableAdded: usdtAmount })
  .meta({ id: 'SimulateFeesResult' });

/** Which data sets serve the sandbox routes (issue: they answered an undocumented 404). */
const testnetOnly =
  "Served only by the testnet data set: the app's Testnet sandbox, or `MOCK_DATASET=testnet npm run mock-server`. The demo data set (the default) answers 404 `not_found`; a real backend serves these routes only in its sandbox environment.";

export const testnetRoutes = {
  simulateFees: defineRoute({
    group: 'testnet',
    method: 'post',
    invalidates: ['accruals', 'reconciliations', 'profiles', 'getBalance', 'exports', 'dashboard', 'getMyProofs'],
    path: '/api/testnet/simulate-fees',
    examples: [
      { status: 404 },
      { status: 422, dataset: 'testnet' },
      { status: 201, dataset: 'testnet', advanceClockMs: 3000 },
    ],
    summary:
      'Testnet only: create accruals and reconciliation records for every approved link and raise the claimable balance',
    description: testnetOnly,
    response: simulateFeesResultSchema,
    status: 201,
    errors: [404, 422],
    codes: { 422: [errorCodes.noApprovedLinks] },
  }),
  closeTestnetWeek: defineRoute({
    group: 'testnet',
    method: 'post',
    invalidates: ['proof'],
    path: '/api/testnet/close-week',
    examples: [{ status: 404 }, { status: 201, dataset: 'testnet' }],
    summary: "Testnet only: close the ledger's open week now and publish its checkpoint",
    description: `${testnetOnly} The sandbox's ledger clock moves to the next ISO week (its other clocks stay), so the week's leaves get their signed checkpoint at once: a claim, then this, gives a proof that verifies. Answers the checkpoint published.`,
    response: proofPeriodSchema,
    status: 201,
    errors: [404],
  }),
  resetTestnet: defineRoute({
    group: 'testnet',
    method: 'post',
    invalidates: 'everything',
    path: '/api/testnet/reset',
    examples: [{ status: 404 }, { status: 200, dataset: 'testnet' }],
    summary: 'Testnet only: back to an empty sandbox',
    description: testnetOnly,
    response: z.object({ reset: z.literal(true) }).meta({ id: 'TestnetReset' }),
    errors: [404],
  }),
};
