import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { routeQuery, routeQueryEveryPage } from '@/api/queries';
import { useApiMutation } from '@/api/useApiMutation';
import type { CreateUidLink, UidLink } from '@octoss/contract/uid-links';

export const uidLinksQuery = queryOptions({
  // Every page: the list shows every linked account, and the form checks new links against all of them.
  ...routeQueryEveryPage('listUidLinks'),
  // A submitted link is reviewed in seconds (demo): poll only while one is pending.
  refetchInterval: (query) => (query.state.data?.some((link: UidLink) => link.status === 'PENDING') ? 1000 : false),
});

export const accrualsQuery = (page: number) =>
  queryOptions({ ...routeQuery('listAccruals', { query: { page, pageSize: 10 } }), placeholderData: keepPreviousData });

export function useCreateUidLink() {
  return useApiMutation({ write: (body: CreateUidLink, api) => api.createUidLink({ body }) });
}
