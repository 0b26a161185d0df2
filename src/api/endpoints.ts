import type { z } from 'zod';
import { errorCodes } from '@octoss/contract/errors';
import { ApiError } from './errors';
import { send } from './http';
import { nextTask } from '@/lib/nextTask';
import { routes, type RouteDef, type Routes } from '@octoss/contract';

type Schema = z.ZodType;
type Input<R extends RouteDef> = (R['params'] extends Schema ? { params: z.input<R['params']> } : unknown) &
  (R['query'] extends Schema ? { query?: Partial<z.input<R['query']>> } : unknown) &
  (R['body'] extends Schema ? { body: z.input<R['body']> } : unknown) &
  (R['idempotent'] extends true ? { idempotencyKey: string } : unknown);

type Output<R extends RouteDef> = z.output<R['response']>;

export type EndpointFn<R extends RouteDef> =
  object extends Input<R> ? (input?: Input<R>) => Promise<Output<R>> : (input: Input<R>) => Promise<Output<R>>;

export type Api = { [K in keyof Routes]: EndpointFn<Routes[K]> };

type AnyInput = {
  params?: Record<string, unknown>;
  query?: Record<string, unknown>;
  body?: unknown;
  idempotencyKey?: string;
};

/** `/api/x/{id}` with `{ id: 'a b' }` -> `/api/x/a%20b`. */
export function fillPath(path: string, params: Record<string, unknown> = {}): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(String(params[name])));
}

async function call(route: RouteDef, input: AnyInput = {}): Promise<unknown> {
  // A read is built in a task of its own. A page's first commit starts its reads as its queries
  // subscribe, and each builds its request (the hook, its headers, the fetch) at once: a dozen of
  // them in the one task that ends hydrating.
  if (route.method === 'get') await nextTask();
  const response = await send({
    method: route.method,
    path: fillPath(route.path, input.params),
    query: input.query,
    body: input.body,
    headers: input.idempotencyKey ? { 'Idempotency-Key': input.idempotencyKey } : undefined,
    read: route.produces === 'text/csv' ? 'text' : 'json',
  });
  if (route.status === 204) return undefined;
  const parsed = route.response.safeParse(response.data);
  if (!parsed.success) {
    // The server broke the contract: fail loudly instead of rendering half-wrong data.
    throw new ApiError(response.status, {
      code: errorCodes.badResponse,
      message: `${route.method.toUpperCase()} ${route.path} answered outside the contract: ${parsed.error.message}`,
    });
  }
  return parsed.data;
}

function buildApi(): Api {
  const entries = Object.entries(routes).map(([name, route]) => [name, (input?: AnyInput) => call(route, input)]);
  return Object.fromEntries(entries) as Api;
}

/** Typed client: one function per row of the route table, e.g. `api.getMe()`. */
export const api = buildApi();
