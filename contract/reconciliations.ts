import { z } from 'zod';
import {
  count,
  isoDateTime,
  pageOf,
  pageQuery,
  periodFields,
  periodQuery,
  plainText,
  txHash,
  usdt,
  withOrderedPeriod,
} from './common';
import { sortParams } from './sort';
import { errorCodes } from './errors';
import { defineRoute } from './route';

export const reconciliationStates = ['MATCHED', 'DISCREPANCY', 'UNMATCHED'] as const;
export type ReconciliationState = (typeof reconciliationStates)[number];
/** Where a record's money comes from (the spec's Exchange-Paid, a product bonus, Payout Claimed). */
export const reconciliationSources = ['EXCHANGE_PAID', 'BETA_RATE_BONUS', 'TIER_BONUS', 'PAYOUT_CLAIMED'] as const;
export type ReconciliationSource = (typeof reconciliationSources)[number];

export const reconciliationSchema = z
  .object({
    id: z.string(),
    userId: z.string(),
    exchange: z.string().describe('Exchange id'),
    state: z.enum(reconciliationStates),
    /** null while the exchange has not confirmed: shown as Pending. */
    txHash,
    sourceLabel: z.enum(reconciliationSources),
    /** Negative for payouts. */
    amount: usdt,
    timestamp: isoDateTime,
    disputed: z.boolean(),
  })
  .meta({ id: 'Reconciliation' });
export type Reconciliation = z.infer<typeof reconciliationSchema>;

/** What the list can be sorted by: `sort=-timestamp` (newest first, the default), `timestamp`, `-amount`, `amount`. */
export const reconciliationSortFields = ['timestamp', 'amount'] as const;
export type ReconciliationSortField = (typeof reconciliationSortFields)[number];

export const reconciliationQuery = withOrderedPeriod(
  pageQuery.extend(periodFields).extend({
    state: z.enum(reconciliationStates).optional(),
    sort: z
      .enum(sortParams(reconciliationSortFields))
      .default('-timestamp')
      .describe('A field, descending with a leading "-"'),
  }),
);

export const reconciliationSummarySchema = z
  .object({
    counts: z.object({ matched: count, discrepancy: count, unmatched: count }),
    lastTx: z.object({ exchange: z.string(), amount: usdt, txHash, timestamp: isoDateTime }).nullable(),
  })
  .meta({ id: 'ReconciliationSummary' });
export type ReconciliationSummary = z.infer<typeof reconciliationSummarySchema>;

export const createDisputeSchema = z
  .strictObject({ reason: plainText().min(10, 'Describe the issue in at least 10 characters').max(1000) })
  .meta({ id: 'CreateDispute' });

export const disputeSchema = z
  .object({
    id: z.string(),
    reconciliationId: z.string(),
    reason: z.string(),
    createdAt: isoDateTime,
    /** When the dispute will be answered at the latest, from the user's tier SLA. */
    respondBy: isoDateTime,
    slaHours: count,
  })
  .meta({ id: 'Dispute' });
export type Dispute = z.infer<typeof disputeSchema>;

export const reconciliationRoutes = {
  listReconciliations: defineRoute({
    group: 'reconciliations',
    method: 'get',
    path: '/api/reconciliations',
    examples: [
      { status: 200, query: 'pageSize=3' },
      { status: 400, query: 'state=LOST' },
    ],
    summary:
      "Reconciliation records, paged; newest first unless sorted by timestamp or amount; filters state and period (from, to: days in the reader's zone tz)",
    query: reconciliationQuery,
    response: pageOf(reconciliationSchema).meta({ id: 'ReconciliationPage' }),
    errors: [400],
  }),
  getReconciliationSummary: defineRoute({
    group: 'reconciliations',
    method: 'get',
    path: '/api/reconciliations/summary',
    examples: [{ status: 200 }, { status: 400, query: 'from=2026-13-01' }],
    summary:
      "Counts by state and the latest transaction, optionally for a period (from, to: days in the reader's zone tz)",
    query: periodQuery,
    response: reconciliationSummarySchema,
    errors: [400],
  }),
  createDispute: defineRoute({
    group: 'reconciliations',
    method: 'post',
    invalidates: ['listReconciliations'],
    path: '/api/reconciliations/{id}/disputes',
    examples: [
      { status: 400, path: '/api/reconciliations/rec-004/disputes', body: { reason: 'wrong' } },
      {
        status: 404,
        path: '/api/reconciliations/rec-999/disputes',
        body: { reason: 'The bonus was credited twice to my account.' },
      },
      {
        status: 201,
        path: '/api/reconciliations/rec-004/disputes',
        body: { reason: 'The Beta Rate bonus on 8 January is 14.60 USDT, the exchange statement says 16.20 USDT.' },
      },
      {
        status: 409,
        path: '/api/reconciliations/rec-004/disputes',
        body: { reason: 'Reporting the same discrepancy a second time.' },
      },
    ],
    summary: 'Report an issue with a DISCREPANCY record; answered within the tier dispute SLA',
    params: z.object({ id: z.string() }),
    body: createDisputeSchema,
    response: disputeSchema,
    status: 201,
    errors: [400, 404, 409],
    codes: { 409: [errorCodes.notDisputable, errorCodes.alreadyDisputed] },
  }),
};
