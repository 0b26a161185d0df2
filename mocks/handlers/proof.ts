import { routes } from '@/api/contract/routes';
import type { MockEnv } from '../env';
import { notFound } from '../http-error';
import { routeHandler } from '../http/route';
import { proofMetrics } from '../store/proof';

export const proofHandlers = (env: MockEnv) => [
  routeHandler(routes.getProofMetrics, env, () => {
    const metrics = proofMetrics(env);
    if (!metrics) throw notFound('No proof metrics in this data set');
    const { reconciliationsThisWeek, medianClaimTimeSeconds, discrepancyRate } = metrics;
    return { reconciliationsThisWeek, medianClaimTimeSeconds, discrepancyRate };
  }),
];
