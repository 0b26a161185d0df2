import { queryOptions } from '@tanstack/react-query';
import { api } from '@/api/endpoints';

export const proofMetricsQuery = queryOptions({
  queryKey: ['proof', 'metrics'],
  queryFn: () => api.getProofMetrics(),
});
