import { z } from 'zod';
import { count, rate } from './common';
import { defineRoute } from './route';

export const proofMetricsSchema = z
  .object({
    reconciliationsThisWeek: count,
    /** Median time from claim to on-chain payment, in seconds (442 s is shown as 7m 22s). */
    medianClaimTimeSeconds: count,
    /** Share of records in DISCREPANCY, as a fraction (0.009 is shown as 0.9%). */
    discrepancyRate: rate,
  })
  .meta({ id: 'ProofMetrics' });
export type ProofMetrics = z.infer<typeof proofMetricsSchema>;

export const proofRoutes = {
  getProofMetrics: defineRoute({
    group: 'proof',
    method: 'get',
    path: '/api/proof/metrics',
    public: true,
    maxAge: 60,
    examples: [{ status: 200 }],
    summary: 'Public proof metrics: reconciliations this week, median claim time, discrepancy rate',
    response: proofMetricsSchema,
    errors: [],
  }),
};
