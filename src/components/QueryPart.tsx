import type { ReactNode } from 'react';
import { ErrorState } from './ErrorState';

/** What QueryPart reads of a query: `useQuery`'s, `useInfiniteQuery`'s or `useDeferredQuery`'s result. */
type QueryLike<T> = { data: T | undefined; isError: boolean; refetch: () => Promise<unknown> };

type ErrorProps = {
  query: QueryLike<unknown>;
  /** What could not be loaded, e.g. "The payout schedule could not be loaded." */
  title: string;
};

/** The error state and retry of a query that failed with nothing to show; nothing otherwise. */
export function QueryError({ query, title }: ErrorProps) {
  if (!query.isError || query.data !== undefined) return null;
  return <ErrorState title={title} onRetry={() => void query.refetch()} />;
}

/** The rows of an answer: a list, a page (`items`) or the pages of a paged list read page by page. */
function rowsOf(data: unknown): readonly unknown[] | undefined {
  if (Array.isArray(data)) return data;
  if (typeof data !== 'object' || data === null) return undefined;
  if ('items' in data && Array.isArray(data.items)) return data.items;
  if ('pages' in data && Array.isArray(data.pages)) return data.pages.flatMap((page) => rowsOf(page) ?? []);
  return undefined;
}

type PartProps<T> = {
  query: QueryLike<T>;
  /** The error state's title: what could not be loaded. */
  errorTitle: string;
  /** What holds the part's place while it loads (a skeleton of its shape). */
  skeleton: ReactNode;
  /** What an empty answer shows instead of the content (an EmptyState). */
  empty?: ReactNode;
  /** When the answer is empty; by default when it has no rows (a list, a page, or every page of a paged list). */
  isEmpty?: (data: T) => boolean;
  children: (data: T) => ReactNode;
};

/**
 * The one way a page or a part of one shows a query: its content once loaded (the data stays on a
 * failed refresh, which a toast reports), its empty state when the answer has nothing, its own error
 * state and retry when the query failed with nothing to show (so the rest of the page stays
 * usable), else its skeleton.
 */
export function QueryPart<T>({ query, errorTitle, skeleton, empty, isEmpty, children }: PartProps<T>) {
  if (query.data !== undefined) {
    const nothing = empty !== undefined && (isEmpty ? isEmpty(query.data) : rowsOf(query.data)?.length === 0);
    return nothing ? empty : children(query.data);
  }
  if (query.isError) return <QueryError query={query} title={errorTitle} />;
  return skeleton;
}
