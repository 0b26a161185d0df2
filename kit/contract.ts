import { z } from 'zod';
import { routes, type RouteName } from '@octoss/contract/routes';
import { groups, type Group, type RouteDef } from '@octoss/contract/route';

/** What the kit knows of a route: the contract's row, its name, and how the report names it. */
export type Route = RouteDef & { name: RouteName };

export const allRoutes: Route[] = Object.entries(routes).map(([name, route]) => ({
  ...(route as RouteDef),
  name: name as RouteName,
}));

export const route = (name: RouteName): Route => allRoutes.find((row) => row.name === name)!;

/** `GET /api/payouts`: the report's name for an endpoint. */
export const endpointOf = (row: Pick<RouteDef, 'method' | 'path'>) => `${row.method.toUpperCase()} ${row.path}`;

export const paramsOf = (path: string) => [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!);

/** The schema inside optional, default and nullable wrappers. */
export function unwrap(schema: z.ZodType): z.ZodType {
  let inner = schema;
  while (inner instanceof z.ZodOptional || inner instanceof z.ZodDefault || inner instanceof z.ZodNullable)
    inner = inner.unwrap() as z.ZodType;
  return inner;
}

/** The item schema of a paged answer (`{ items, page, pageSize, total }`), read from the contract. */
export function pagedItem(row: RouteDef): z.ZodType | undefined {
  const response = row.response;
  if (!(response instanceof z.ZodObject)) return undefined;
  const { items, page, pageSize, total } = response.shape as Record<string, z.ZodType | undefined>;
  return items instanceof z.ZodArray && page && pageSize && total ? (items.element as z.ZodType) : undefined;
}

/** The item schema of a list: a paged answer's items or a plain array's elements. */
export function listItem(row: RouteDef): z.ZodType | undefined {
  return pagedItem(row) ?? (row.response instanceof z.ZodArray ? (row.response.element as z.ZodType) : undefined);
}

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The rows of a list answer, paged or not. */
export function itemsOf(body: unknown): Record<string, unknown>[] {
  const list = Array.isArray(body) ? body : isRecord(body) && Array.isArray(body.items) ? body.items : [];
  return list.filter(isRecord);
}

export const queryFields = (row: RouteDef): Record<string, z.ZodType> =>
  row.query ? (row.query.shape as Record<string, z.ZodType>) : {};

/** Does the route's own query schema accept these values? The contract decides what bad input is. */
export const queryAccepts = (row: RouteDef, values: Record<string, string>) =>
  row.query?.safeParse(values).success ?? Object.keys(values).length === 0;

const maxPageSizes = new Map<RouteDef, number | undefined>();

/** The largest page size the contract allows: the last value its query schema accepts. */
export function maxPageSize(row: RouteDef): number | undefined {
  if (!maxPageSizes.has(row)) maxPageSizes.set(row, findMaxPageSize(row));
  return maxPageSizes.get(row);
}

function findMaxPageSize(row: RouteDef): number | undefined {
  if (!row.query || !('pageSize' in row.query.shape)) return undefined;
  let low = 1;
  let high = 100_000;
  if (!queryAccepts(row, { pageSize: '1' })) return undefined;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (queryAccepts(row, { pageSize: String(middle) })) low = middle;
    else high = middle - 1;
  }
  return low;
}

/** The groups a write changes: its own and those it invalidates (`everything`: all of them). */
export function writeSetOf(row: RouteDef): Group[] {
  const targets = row.invalidates;
  if (targets === 'everything') return [...groups];
  const named = (targets ?? []).map((target) =>
    (groups as readonly string[]).includes(target) ? (target as Group) : route(target as RouteName).group,
  );
  return [...new Set([row.group, ...named])];
}

/** Reads that can show what a write changed: the GETs of the groups and routes it invalidates, and of its own group. */
export function readsChangedBy(row: RouteDef): Route[] {
  const targets = row.invalidates;
  return allRoutes.filter(
    (read) =>
      read.method === 'get' &&
      read.group !== 'meta' &&
      (read.group === row.group ||
        targets === 'everything' ||
        (targets ?? []).includes(read.group) ||
        (targets ?? []).includes(read.name)),
  );
}
