import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { routes, type RouteDef, type RouteName, type Routes } from './contract';
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
