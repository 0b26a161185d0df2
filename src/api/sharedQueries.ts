import { queryOptions } from '@tanstack/react-query';
import { api } from './endpoints';

/** Queries more than one screen reads: defined once so they share a cache entry. */
export const exchangesQuery = queryOptions({ queryKey: ['exchanges'], queryFn: () => api.listExchanges(), staleTime: 5 * 60_000 });
export const sessionQuery = queryOptions({ queryKey: ['session'], queryFn: () => api.getMe() });
