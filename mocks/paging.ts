/** One page of already filtered and sorted rows, in the contract's paged shape. */
export function pageOf<T>(rows: readonly T[], { page, pageSize }: { page: number; pageSize: number }) {
  const start = (page - 1) * pageSize;
  return { items: rows.slice(start, start + pageSize), page, pageSize, total: rows.length };
}

/** Newest first by a numeric timestamp. */
export function newestFirst<T>(rows: readonly T[], at: (row: T) => number): T[] {
  return [...rows].sort((a, b) => at(b) - at(a));
}
