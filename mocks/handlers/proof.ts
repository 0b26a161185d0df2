import { routes } from '@/api/contract/routes';
import type { MockEnv } from '../env';
import { notFound } from '../http-error';
import { routeHandler } from './route';

export const proofHandlers = (env: MockEnv) => [
  routeHandler(routes.getProofMetrics, env, () => {
    const metrics = env.db.proofMetrics.findFirst({ where: { id: { equals: 'current' } } });
    if (!metrics) throw notFound('No proof metrics in this data set');
    const { reconciliationsThisWeek, medianClaimTimeSeconds, discrepancyRate } = metrics;
    return { reconciliationsThisWeek, medianClaimTimeSeconds, discrepancyRate };
  }),
];
