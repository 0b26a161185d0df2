import { useDeferredValue } from 'react';
import { useQuery, type DefaultError, type QueryKey, type UseQueryOptions, type UseQueryResult } from '@tanstack/react-query';

/** What a result says while its data has arrived but is not on the screen yet: still loading. */
const stillLoading: Partial<Record<PropertyKey, unknown>> = { status: 'pending', isPending: true, isLoading: true, isSuccess: false, isError: false, error: null };

/**
 * The data a render may show: `data`, or the data shown before it while React renders the new data
 * in a transition. With the flags of `query` made to agree with it: no data yet reads as pending.
 * A Proxy, not a copy: reading every field would make react-query re-render on every one of them.
 */
export function withShownData<TData, TError>(query: UseQueryResult<TData, TError>, shown: TData | undefined): UseQueryResult<TData, TError> {
  if (shown === query.data) return query;
  return new Proxy(query, {
    get: (target, key) => {
      if (key === 'data') return shown;
      if (shown === undefined && key in stillLoading) return stillLoading[key];
      return Reflect.get(target, key) as unknown;
    },
  });
}

/**
 * `useQuery` whose answer reaches the screen as a transition. react-query hands React its results
 * through useSyncExternalStore, whose updates always render at once, in one task: a page of data
 * is one long task of hundreds of milliseconds on a slow phone. Here the urgent render keeps what
 * was shown (the skeleton, or the previous data) and React renders the new data right after, in
 * slices it can interrupt for input. For the query whose data fills a page or a large part of one.
 */
export function useDeferredQuery<TQueryFnData = unknown, TError = DefaultError, TData = TQueryFnData, TQueryKey extends QueryKey = QueryKey>(
  options: UseQueryOptions<TQueryFnData, TError, TData, TQueryKey>,
): UseQueryResult<TData, TError> {
  const query = useQuery(options);
  return withShownData(query, useDeferredValue(query.data));
}
