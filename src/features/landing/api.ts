import { routeQuery } from '@/api/queries';

export const proofMetricsQuery = routeQuery('getProofMetrics');
