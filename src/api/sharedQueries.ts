import { queryOptions } from '@tanstack/react-query';
import { routeQuery } from './queries';

/** Queries more than one screen reads: defined once so they share a cache entry. */
export const exchangesQuery = queryOptions({ ...routeQuery('listExchanges'), staleTime: 5 * 60_000 });
export const sessionQuery = routeQuery('getMe');
/** The tier table (minimums, cadence, dispute SLA): the Value Zone lists it, the dispute dialog quotes its SLA. */
export const tiersQuery = queryOptions({ ...routeQuery('listTiers'), staleTime: Infinity });
