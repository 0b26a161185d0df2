import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/api/endpoints';
import type { Period } from '@/domain/period';
import { toSortParam } from '@/domain/sort';
import { readerTimeZone } from '@/lib/timeZone';
import type { TrustboardFilters } from './filters';

export const reconciliationPageSize = 20;

/** A `?period` is days of the reader's zone, the days the table shows: the server is told which zone. */
const readerDays = (period: Period | null) => ({ ...(period ?? {}), tz: readerTimeZone() });

export const reconciliationsQuery = ({ page, discrepancyOnly, period, sort }: TrustboardFilters) =>
  queryOptions({
    queryKey: ['reconciliations', 'list', { page, discrepancyOnly, period, sort: toSortParam(sort) }],
    queryFn: () =>
      api.listReconciliations({ query: { page, pageSize: reconciliationPageSize, sort: toSortParam(sort), ...(discrepancyOnly ? { state: 'DISCREPANCY' as const } : {}), ...readerDays(period) } }),
    placeholderData: keepPreviousData,
  });

export const summaryQuery = (period: Period | null) =>
  queryOptions({ queryKey: ['reconciliations', 'summary', period], queryFn: () => api.getReconciliationSummary({ query: readerDays(period) }) });

export function useCreateDispute() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) => api.createDispute({ params: { id }, body: { reason } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['reconciliations'] }),
  });
}
