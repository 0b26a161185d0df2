import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { ErrorState } from './ErrorState';

type ErrorProps = {
  query: UseQueryResult<unknown>;
  /** What could not be loaded, e.g. "The payout schedule could not be loaded." */
  title: string;
};

/** The error state and retry of a query that failed with nothing to show; nothing otherwise. */
export function QueryError({ query, title }: ErrorProps) {
  if (!query.isError || query.data !== undefined) return null;
  return <ErrorState title={title} onRetry={() => void query.refetch()} />;
}

type PartProps<T> = {
  query: UseQueryResult<T>;
  errorTitle: string;
  skeleton: ReactNode;
  children: (data: T) => ReactNode;
};

/**
 * A part of a page with a query of its own: its content once loaded, its own error state and
 * retry when the query failed (so the rest of the page stays usable), else its skeleton.
 */
export function QueryPart<T>({ query, errorTitle, skeleton, children }: PartProps<T>) {
  if (query.data !== undefined) return children(query.data);
  if (query.isError) return <QueryError query={query} title={errorTitle} />;
  return skeleton;
}
