import { z } from 'zod';
import { routes, type RouteName } from '@octoss/contract/routes';
import type { RouteDef } from '@octoss/contract/route';

/** What the kit knows of a route: the contract's row, its name, and how the report names it. */
export type Route = RouteDef & { name: RouteName };

export const allRoutes: Route[] = Object.entries(routes).map(([name, route]) => ({
  ...(route as RouteDef),
  name: name as RouteName,
}));

/** `GET /api/payouts`: the report's name for an endpoint. */
export const endpointOf = (route: Pick<RouteDef, 'method' | 'path'>) => `${route.method.toUpperCase()} ${route.path}`;

export const paramsOf = (path: string) => [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!);

/** The schema inside optional, default and nullable wrappers. */
export function unwrap(schema: z.ZodType): z.ZodType {
  let inner = schema;
  while (inner instanceof z.ZodOptional || inner instanceof z.ZodDefault || inner instanceof z.ZodNullable)
    inner = inner.unwrap() as z.ZodType;
  return inner;
}

/** The item schema of a paged answer (`{ items, page, pageSize, total }`), read from the contract. */
export function pagedItem(route: RouteDef): z.ZodType | undefined {
  const response = route.response;
  if (!(response instanceof z.ZodObject)) return undefined;
  const { items, page, pageSize, total } = response.shape as Record<string, z.ZodType | undefined>;
  return items instanceof z.ZodArray && page && pageSize && total ? (items.element as z.ZodType) : undefined;
}

/** The item schema of a list: a paged answer's items or a plain array's elements. */
export function listItem(route: RouteDef): z.ZodType | undefined {
  return pagedItem(route) ?? (route.response instanceof z.ZodArray ? (route.response.element as z.ZodType) : undefined);
}

/** The rows of a list answer, paged or not. */
export function itemsOf(body: unknown): Record<string, unknown>[] {
  const list = Array.isArray(body) ? body : isRecord(body) && Array.isArray(body.items) ? body.items : [];
  return list.filter(isRecord);
}

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export const queryFields = (route: RouteDef): Record<string, z.ZodType> =>
  route.query ? (route.query.shape as Record<string, z.ZodType>) : {};

/** Does the route's own query schema accept these values? The contract decides what bad input is. */
export const queryAccepts = (route: RouteDef, values: Record<string, string>) =>
  route.query?.safeParse(values).success ?? Object.keys(values).length === 0;

/** The largest page size the contract allows: the last value its query schema accepts. */
export function maxPageSize(route: RouteDef): number | undefined {
  if (!route.query || !('pageSize' in route.query.shape)) return undefined;
  for (let size = 1; size <= 10_000; size += 1) if (!queryAccepts(route, { pageSize: String(size) })) return size - 1;
  return undefined;
}

/** Reads that can show what a write changed: the GETs of the groups and routes it invalidates. */
export function readsInvalidatedBy(route: RouteDef): Route[] {
  const targets = route.invalidates;
  if (!targets) return [];
  return allRoutes.filter(
    (read) =>
      read.method === 'get' &&
      read.group !== 'meta' &&
      (targets === 'everything' || targets.includes(read.group) || targets.includes(read.name)),
  );
}
