import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { routeQuery } from '@/api/queries';
import { useApiMutation } from '@/api/useApiMutation';
import type { PointSource } from '@octoss/contract/points';

export const pointsHistoryQuery = (page: number) =>
  queryOptions({
    ...routeQuery('listPointsHistory', { query: { page, pageSize: 10 } }),
    placeholderData: keepPreviousData,
  });

export function useEarnPoints() {
  return useApiMutation({ write: (source: PointSource, api) => api.earnPoints({ body: { source } }) });
}

export function useRecalculateTier() {
  return useApiMutation({ write: (_: void, api) => api.recalculateTier() });
}
