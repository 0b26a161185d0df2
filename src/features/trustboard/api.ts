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

/** The ledger proof's weekly checkpoints, a page at a time (newest first). */
export const proofPeriodPageSize = 10;

/**
 * The demo backend builds its ledger from the data set it starts in the visitor's browser, at that
 * moment: the build's checkpoints and key would be replaced by others as soon as the browser asked.
 * Checkpoints that change under the reader's eyes are no proof: these stay out of the HTML.
 */
const notInHtml = { meta: { notInHtml: true } } as const;

export const proofPeriodsQuery = (page: number) =>
  queryOptions({
    ...routeQuery('listProofPeriods', { query: { page, pageSize: proofPeriodPageSize } }),
    ...notInHtml,
    placeholderData: keepPreviousData,
  });

/** One published checkpoint: a week `YYYY-Www`, or `latest`. */
export const proofPeriodQuery = (id: string) => routeQuery('getProofPeriod', { params: { id } });

/** The key that signs checkpoints: the page pins it apart from any bundle. */
export const proofKeyQuery = queryOptions({ ...routeQuery('getProofKey'), ...notInHtml });

/** The consistency proof between two published tree sizes (0 < from ≤ to). */
export const proofConsistencyQuery = (from: number, to: number) =>
  routeQuery('getProofConsistency', { query: { from, to } });

/** The proof bundle of one of the trader's records at the latest checkpoint (PROOF.md §5). */
export const proofBundleQuery = (recordId: string) =>
  routeQuery('getProofBundle', { params: { recordId }, query: { at: 'latest' } });

/** Leaf values `start … end − 1` (at most 1,000), for the week's tree file. */
export const proofLeavesQuery = (start: number, end: number) =>
  routeQuery('listProofLeaves', { query: { start, end } });

/** The trader's proof set at the latest checkpoint: here, for the owner key's status. */
export const myProofsQuery = routeQuery('getMyProofs', { query: { period: 'latest' } });

/** Registers the owner key made in (or imported into) this browser. */
export function useRegisterOwnerKey() {
  return useApiMutation({ write: (ownerKey: string, api) => api.registerOwnerKey({ body: { ownerKey } }) });
}
