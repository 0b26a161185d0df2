import type { SortParam } from '@octoss/contract/sort';

export type { SortParam };
/** Sorting of server-paged lists, shared by the app (URL, column headers) and the API (mock handlers). */
export type SortDirection = 'asc' | 'desc';
export type Sort<F extends string> = { field: F; direction: SortDirection };

/** "-amount" -> amount, descending; anything that is not one of `fields` is `fallback`. */
export function parseSort<F extends string>(
  value: string | null | undefined,
  fields: readonly F[],
  fallback: Sort<F>,
): Sort<F> {
  const descending = value?.startsWith('-') ?? false;
  const field = descending ? value!.slice(1) : value;
  return (fields as readonly string[]).includes(field ?? '')
    ? { field: field as F, direction: descending ? 'desc' : 'asc' }
    : fallback;
}

export function toSortParam<F extends string>({ field, direction }: Sort<F>): SortParam<F> {
  return direction === 'desc' ? `-${field}` : field;
}

/** A click on a column header: the sorted column flips its direction, another one starts descending (newest, largest first). */
export function nextSort<F extends string>(current: Sort<F>, field: F): Sort<F> {
  if (current.field !== field) return { field, direction: 'desc' };
  return { field, direction: current.direction === 'desc' ? 'asc' : 'desc' };
}

/** An Array.sort comparator on a numeric value of each row. */
export function byNumber<T>(value: (row: T) => number, direction: SortDirection): (a: T, b: T) => number {
  return direction === 'asc' ? (a, b) => value(a) - value(b) : (a, b) => value(b) - value(a);
}
