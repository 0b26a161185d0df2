import type { ReactNode } from 'react';
import type { SortDirection } from '@/domain/sort';

export type Column<T> = {
  key: string;
  header: string;
  render: (row: T) => ReactNode;
  align?: 'left' | 'right' | 'center';
  sortable?: boolean;
  /**
   * The rows are in this column's order, set by a control outside the table (a sort menu): its
   * header says so to screen readers (`aria-sort`). Columns the table sorts itself use `sort`.
   */
  sorted?: SortDirection;
};

/**
 * Server-side sorting by the `sortable` columns: `onChange` gets the clicked column's key; `label`
 * names a sort button on phones, where there are no column headers ("Amount, sorted descending").
 */
export type ColumnSort = {
  key: string;
  direction: SortDirection;
  onChange: (key: string) => void;
  label: (header: string, direction: SortDirection | null) => string;
};

export type Paging = {
  page: number;
  pageSize: number;
  total: number;
  onPageChange: (page: number) => void;
  labelDisplayedRows?: (from: number, to: number, count: number) => string;
};

export type RowProps<T> = { row: T; columns: Column<T>[] };

/** What the table and the list of cards both show: the rows, their columns and sort, and the pager under them. */
export type ViewProps<T> = {
  caption: string;
  columns: Column<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string;
  sort?: ColumnSort;
  pagination: ReactNode;
  /** The rows are the previous page's while the next loads: dimmed, and the table `aria-busy`. */
  stale: boolean;
};
