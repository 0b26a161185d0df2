import { notFound } from '../http-error';
import { implement } from '../http/implement';
import { proofMetrics } from '../store/proof';

export const proof = implement('proof', {
  getProofMetrics: ({ env }) => {
    const metrics = proofMetrics(env);
    if (!metrics) throw notFound('No proof metrics in this data set');
    const { reconciliationsThisWeek, medianClaimTimeSeconds, discrepancyRate } = metrics;
    return { reconciliationsThisWeek, medianClaimTimeSeconds, discrepancyRate };
  },
});
