import { reconciliationSortFields, type ReconciliationSortField } from '@octoss/contract/reconciliations';
import { parsePeriod, type Period } from '@/domain/period';
import { nextSort, parseSort, toSortParam, type Sort } from '@/domain/sort';

export type TrustboardFilters = {
  page: number;
  discrepancyOnly: boolean;
  period: Period | null;
  sort: Sort<ReconciliationSortField>;
};

const newestFirst: Sort<ReconciliationSortField> = { field: 'timestamp', direction: 'desc' };

/** The Trustboard's view as its URL says it: ?filter=discrepancy, ?period={from}_{to}, ?page=n, ?sort=-amount. */
export function filtersOf(params: URLSearchParams): TrustboardFilters {
  return {
    page: Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1),
    discrepancyOnly: params.get('filter') === 'discrepancy',
    period: parsePeriod(params.get('period')),
    sort: parseSort(params.get('sort'), reconciliationSortFields, newestFirst),
  };
}

/** Sorting by a column changes `sort` (left out for the default order) and goes back to page 1. */
export function sortBy(params: URLSearchParams, field: ReconciliationSortField): void {
  const sort = nextSort(filtersOf(params).sort, field);
  if (sort.field === newestFirst.field && sort.direction === newestFirst.direction) params.delete('sort');
  else params.set('sort', toSortParam(sort));
  params.delete('page');
}
