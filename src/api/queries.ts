import { infiniteQueryOptions, queryOptions, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import { routes, type RouteDef, type RouteName, type Routes } from '@octoss/contract';
import { maxPageSize } from '@octoss/contract/common';
import { api, type Api } from './endpoints';

/**
 * Cache keys come from the route table, never from hand-typed arrays: `[group, route, input]`.
 * The group leads so a write can refresh a whole group by prefix, and the route name follows so
 * it can refresh one read; a renamed route renames its key and breaks the build, not the cache.
 */
export type ReadName = { [K in RouteName]: Routes[K]['method'] extends 'get' ? K : never }[RouteName];
type Input<K extends ReadName> = Parameters<Api[K]>;
type Answer<K extends ReadName> = Awaited<ReturnType<Api[K]>>;

export function queryKeyOf<K extends ReadName>(name: K, ...input: Input<K>) {
  return [routes[name].group, name, ...input] as const;
}

/** The query of one read of the table: its key and its call. Spread it to add options. */
export function routeQuery<K extends ReadName>(name: K, ...input: Input<K>) {
  const read = api[name] as (input?: unknown) => Promise<Answer<K>>;
  return queryOptions({ queryKey: queryKeyOf(name, ...input), queryFn: () => read(input[0]) });
}

/** The reads that answer the paged shape `{ items, page, pageSize, total }`. */
export type PagedReadName = {
  [K in ReadName]: Answer<K> extends { items: readonly unknown[]; total: number } ? K : never;
}[ReadName];
type ItemOf<K extends PagedReadName> = Answer<K> extends { items: readonly (infer Item)[] } ? Item : never;
type PageOfItems<Item> = { items: Item[]; page: number; pageSize: number; total: number };

/**
 * Every row of a paged read, for a screen that needs the whole list (a selector, a lookup, a list
 * filtered on screen): the first page at the largest page size, then the rest of `total` in
 * parallel, so nothing is dropped when the list outgrows one page. Its key is the read's own key
 * plus `every-page`, so it never shares a cache entry with one page of the same read, and a write
 * that invalidates the read refreshes it too.
 */
export function routeQueryEveryPage<K extends PagedReadName>(name: K, ...input: Input<K>) {
  const read = api[name] as (input?: unknown) => Promise<PageOfItems<ItemOf<K>>>;
  const sent: { query?: object } = input[0] ?? {};
  const pageAt = (page: number) => read({ ...sent, query: { ...sent.query, page, pageSize: maxPageSize } });
  return queryOptions({
    queryKey: [...queryKeyOf(name, ...input), 'every-page'] as const,
    queryFn: async (): Promise<ItemOf<K>[]> => {
      const first = await pageAt(1);
      const pages = Math.ceil(first.total / maxPageSize);
      const rest = await Promise.all(Array.from({ length: Math.max(0, pages - 1) }, (_, index) => pageAt(index + 2)));
      return [first, ...rest].flatMap((page) => page.items);
    },
  });
}

/**
 * A paged read page by page, for a screen that shows rows and a "Show more" (`ShowMore`): each page
 * at the largest page size, the next one while `total` says rows are left. Its key is the read's own
 * key plus `by-page`.
 */
export function routeQueryByPage<K extends PagedReadName>(name: K, ...input: Input<K>) {
  const read = api[name] as (input?: unknown) => Promise<PageOfItems<ItemOf<K>>>;
  const sent: { query?: object } = input[0] ?? {};
  return infiniteQueryOptions({
    queryKey: [...queryKeyOf(name, ...input), 'by-page'] as const,
    queryFn: ({ pageParam }) => read({ ...sent, query: { ...sent.query, page: pageParam, pageSize: maxPageSize } }),
    initialPageParam: 1,
    getNextPageParam: (last) =>
      last.items.length > 0 && last.page * last.pageSize < last.total ? last.page + 1 : undefined,
  });
}

/** The rows of the pages loaded so far, in order. */
export function loadedRows<Item>(data: InfiniteData<{ items: Item[] }> | undefined): Item[] {
  return data?.pages.flatMap((page) => page.items) ?? [];
}

const rowByName = new Map<string, RouteDef>(Object.entries(routes));

/** The cache key prefix a target of `invalidates` stands for: one read of the table, or a group. */
function keyOfTarget(target: string): readonly string[] {
  const route = rowByName.get(target);
  return route ? [route.group, target] : [target];
}

/**
 * Refreshes what the routes that ran declare they change. `everything` means the data set starts
 * over: every cached answer belonged to the old one, so the cache starts over too.
 */
export function refreshAfter(queryClient: QueryClient, ran: Iterable<RouteName>): Promise<unknown> {
  const declared = [...ran].map((name) => rowByName.get(name)?.invalidates);
  if (declared.includes('everything')) return queryClient.resetQueries();
  const targets = new Set(declared.flatMap((targets) => (Array.isArray(targets) ? targets : [])));
  return Promise.all([...targets].map((target) => queryClient.invalidateQueries({ queryKey: keyOfTarget(target) })));
}
