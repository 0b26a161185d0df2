import { queryOptions } from '@tanstack/react-query';
import { routeQuery, routeQueryEveryPage } from './queries';

/** Queries more than one screen reads: defined once so they share a cache entry. */
/** Every exchange: selectors and names need the whole list, however many pages it takes. */
export const exchangesQuery = queryOptions({ ...routeQueryEveryPage('listExchanges'), staleTime: 5 * 60_000 });
export const sessionQuery = routeQuery('getMe');
/** The tier table (minimums, cadence, dispute SLA): the Value Zone lists it, the dispute dialog quotes its SLA. */
export const tiersQuery = queryOptions({ ...routeQuery('listTiers'), staleTime: Infinity });
