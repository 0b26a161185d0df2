import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { routeQuery } from '@/api/queries';
import { useApiMutation } from '@/api/useApiMutation';
import type { Period } from '@/domain/period';
import { toSortParam } from '@/domain/sort';
import { readerTimeZone } from '@/lib/timeZone';
import type { TrustboardFilters } from './filters';

export const reconciliationPageSize = 20;

/** A `?period` is days of the reader's zone, the days the table shows: the server is told which zone. */
const readerDays = (period: Period | null) => ({ ...(period ?? {}), tz: readerTimeZone() });

export const reconciliationsQuery = ({ page, discrepancyOnly, period, sort }: TrustboardFilters) =>
  queryOptions({
    ...routeQuery('listReconciliations', {
      query: {
        page,
        pageSize: reconciliationPageSize,
        sort: toSortParam(sort),
        ...(discrepancyOnly ? { state: 'DISCREPANCY' as const } : {}),
        ...readerDays(period),
      },
    }),
    placeholderData: keepPreviousData,
  });

export const summaryQuery = (period: Period | null) =>
  routeQuery('getReconciliationSummary', { query: readerDays(period) });

export function useCreateDispute() {
  return useApiMutation({
    write: ({ id, reason }: { id: string; reason: string }, api) =>
      api.createDispute({ params: { id }, body: { reason } }),
  });
}
