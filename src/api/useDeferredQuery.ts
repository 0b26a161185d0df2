import { useDeferredValue } from 'react';
import {
  useInfiniteQuery,
  useQuery,
  type DefaultError,
  type InfiniteData,
  type QueryKey,
  type UseInfiniteQueryOptions,
  type UseInfiniteQueryResult,
  type UseQueryOptions,
  type UseQueryResult,
} from '@tanstack/react-query';

/** What a result says while its data has arrived but is not on the screen yet: still loading. */
const stillLoading: Partial<Record<PropertyKey, unknown>> = {
  status: 'pending',
  isPending: true,
  isLoading: true,
  isSuccess: false,
  isError: false,
  error: null,
};

/**
 * `query` as a render that does not show its data yet sees it: no data, still loading. A Proxy, not
 * a copy: reading every field would make react-query re-render on every one of them.
 */
export function notYetShown<Result extends { data: unknown }>(query: Result): Result {
  return new Proxy(query, {
    get: (target, key) => {
      if (key === 'data') return undefined;
      if (key in stillLoading) return stillLoading[key];
      return Reflect.get(target, key) as unknown;
    },
  });
}

/**
 * A query's result whose first answer reaches the screen as a transition. react-query hands React
 * its results through useSyncExternalStore, whose updates always render at once, in one task: a page
 * of data replacing its skeleton is one long task of hundreds of milliseconds on a slow phone. Here
 * the urgent render keeps the skeleton and React renders the data right after, in slices it can
 * interrupt for input. Later answers (another page, a sort, a refetch) render as before, at once:
 * deferring them too would render the page twice for each, once with the old data.
 */
function useFirstAnswerDeferred<Result extends { data: unknown }>(query: Result): Result {
  const shown = useDeferredValue(query.data !== undefined);
  return shown || query.data === undefined ? query : notYetShown(query);
}

/**
 * `useQuery`, its first answer rendered as a transition: for a query whose data fills a page or a
 * large part of one, or which a component holding a large part of one (a page, a form) reads.
 */
export function useDeferredQuery<
  TQueryFnData = unknown,
  TError = DefaultError,
  TData = TQueryFnData,
  TQueryKey extends QueryKey = QueryKey,
>(options: UseQueryOptions<TQueryFnData, TError, TData, TQueryKey>): UseQueryResult<TData, TError> {
  return useFirstAnswerDeferred(useQuery(options));
}

/** `useInfiniteQuery`, its first page rendered as a transition: for a list that fills a page (cards, rows). */
export function useDeferredInfiniteQuery<
  TQueryFnData,
  TError = DefaultError,
  TData = InfiniteData<TQueryFnData>,
  TQueryKey extends QueryKey = QueryKey,
  TPageParam = unknown,
>(
  options: UseInfiniteQueryOptions<TQueryFnData, TError, TData, TQueryKey, TPageParam>,
): UseInfiniteQueryResult<TData, TError> {
  return useFirstAnswerDeferred(useInfiniteQuery(options));
}
