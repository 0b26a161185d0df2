import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/api/endpoints';
import type { Settlement } from '@/api/contract/settlements';

const inFlight = (rows: Settlement[] | undefined) => rows?.some((row) => row.status === 'REQUESTED' || row.status === 'PROCESSING');

export const settlementsQuery = (type: 'EXCHANGE' | 'SPECIAL') =>
  queryOptions({
    queryKey: ['settlements', 'list', type],
    queryFn: () => api.listSettlements({ query: { type, pageSize: 100 } }),
    // Requested settlements move on by time (3 s, 8 s): poll only while one is in flight.
    refetchInterval: (query) => (inFlight(query.state.data?.items) ? 1000 : false),
  });

export const autoRuleQuery = queryOptions({ queryKey: ['settlements', 'auto'], queryFn: () => api.getAutoSettlement() });

export function useRequestSettlement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, idempotencyKey }: { id: string; idempotencyKey: string }) => api.requestSettlement({ params: { id }, idempotencyKey }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['settlements', 'list'] }),
  });
}

export function useUpdateAutoRule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Parameters<typeof api.updateAutoSettlement>[0]['body']) => api.updateAutoSettlement({ body }),
    onSuccess: (rule) => queryClient.setQueryData(autoRuleQuery.queryKey, rule),
  });
}
