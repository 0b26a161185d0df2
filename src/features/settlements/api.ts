import { queryOptions } from '@tanstack/react-query';
import { routeQuery } from '@/api/queries';
import { useApiMutation } from '@/api/useApiMutation';
import type { z } from 'zod';
import type { Settlement, updateAutoSettlementSchema } from '@octoss/contract/settlements';

const inFlight = (rows: Settlement[] | undefined) =>
  rows?.some((row) => row.status === 'REQUESTED' || row.status === 'PROCESSING');

export const settlementsQuery = (type: 'EXCHANGE' | 'SPECIAL') =>
  queryOptions({
    ...routeQuery('listSettlements', { query: { type, pageSize: 100 } }),
    // Requested settlements move on by time (3 s, 8 s): poll only while one is in flight.
    refetchInterval: (query) => (inFlight(query.state.data?.items) ? 1000 : false),
  });

export const autoRuleQuery = routeQuery('getAutoSettlement');

export function useRequestSettlement() {
  return useApiMutation({
    write: ({ id, idempotencyKey }: { id: string; idempotencyKey: string }, api) =>
      api.requestSettlement({ params: { id }, idempotencyKey }),
  });
}

export function useUpdateAutoRule() {
  return useApiMutation({
    write: (body: z.input<typeof updateAutoSettlementSchema>, api) => api.updateAutoSettlement({ body }),
  });
}
