import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/api/endpoints';
import type { CreateUidLink, UidLink } from '@/api/contract/uid-links';

export const uidLinksQuery = queryOptions({
  queryKey: ['uid-links'],
  queryFn: () => api.listUidLinks(),
  // A submitted link is reviewed in seconds (demo): poll only while one is pending.
  refetchInterval: (query) => (query.state.data?.some((link: UidLink) => link.status === 'PENDING') ? 1000 : false),
});

export const accrualsQuery = (page: number) =>
  queryOptions({ queryKey: ['accruals', { page }], queryFn: () => api.listAccruals({ query: { page, pageSize: 10 } }), placeholderData: keepPreviousData });

export function useCreateUidLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateUidLink) => api.createUidLink({ body }),
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: ['uid-links'] }), queryClient.invalidateQueries({ queryKey: ['dashboard'] })]),
  });
}
