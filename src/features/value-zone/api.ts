import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/api/endpoints';
import type { PointSource } from '@/api/contract/points';

export const tiersQuery = queryOptions({ queryKey: ['tiers'], queryFn: () => api.listTiers(), staleTime: Infinity });
export const pointsHistoryQuery = (page: number) =>
  queryOptions({ queryKey: ['points', 'history', page], queryFn: () => api.listPointsHistory({ query: { page, pageSize: 10 } }), placeholderData: keepPreviousData });

/** Points and tiers change the session, the history and the dashboard: refresh them together. */
function useRefreshAfter() {
  const queryClient = useQueryClient();
  return () => Promise.all(['session', 'points', 'dashboard'].map((group) => queryClient.invalidateQueries({ queryKey: [group] })));
}

export function useEarnPoints() {
  const refresh = useRefreshAfter();
  return useMutation({ mutationFn: (source: PointSource) => api.earnPoints({ body: { source } }), onSuccess: refresh });
}

export function useRecalculateTier() {
  const refresh = useRefreshAfter();
  return useMutation({ mutationFn: () => api.recalculateTier(), onSuccess: refresh });
}
