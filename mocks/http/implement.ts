import type { HttpHandler } from 'msw';
import type { Group, RouteDef } from '@octoss/contract/route';
import { routeNames, routes, type RouteName, type Routes } from '@octoss/contract/routes';
import type { MockEnv } from '../mock-env';
import { routeHandler, type HandlerContext, type Reply } from './route';

/** What answers one route: the request as the contract parsed it in, the answer the contract describes out. */
export type Resolver<R extends RouteDef> = (context: HandlerContext<R>) => Reply<R> | Promise<Reply<R>>;

/** The names of the route table's rows in `group`. */
type NamesIn<G extends Group> = { [N in RouteName]: Routes[N]['group'] extends G ? N : never }[RouteName];

/** A resolver for every route of `group`, and for nothing else. */
export type GroupResolvers<G extends Group> = { [N in NamesIn<G>]: Resolver<Routes[N]> };

/** A resolver for every row of the route table. */
export type TableResolvers = { [N in RouteName]: Resolver<Routes[N]> };

/**
 * The mock's answer to one group of the route table: a resolver per route, keyed by the route's
 * name. The type asks for exactly the group's routes, so a route added to the contract and not
 * answered here, or a resolver for a route that is not the group's, fails `npm run typecheck`.
 */
export function implement<G extends Group>(_group: G, resolvers: GroupResolvers<G>): GroupResolvers<G> {
  return resolvers;
}

/** One route's msw handler, with the resolver its name gives it. */
function handlerOf<N extends RouteName>(name: N, env: MockEnv, resolvers: TableResolvers): HttpHandler {
  return routeHandler(routes[name], env, resolvers[name]);
}

/** Every route of the table as an msw handler over `env`, in the table's order. */
export function tableHandlers(env: MockEnv, resolvers: TableResolvers): HttpHandler[] {
  return routeNames.map((name) => handlerOf(name, env, resolvers));
}
