import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/api/endpoints';
import type { Promo } from '@/api/contract/promos';

export const promosQuery = queryOptions({ queryKey: ['promos', 'all'], queryFn: () => api.listPromos({ query: { includeExpired: 'true' } }) });

/** Save or unsave at once on screen; the server's answer (or a rollback) follows. */
export function useToggleSaved() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (promo: Promo) => (promo.isSaved ? api.unsavePromo({ params: { id: promo.id } }) : api.savePromo({ params: { id: promo.id } })),
    onMutate: async (promo) => {
      await queryClient.cancelQueries({ queryKey: promosQuery.queryKey });
      const previous = queryClient.getQueryData(promosQuery.queryKey);
      queryClient.setQueryData(promosQuery.queryKey, (rows) => rows?.map((row) => (row.id === promo.id ? { ...row, isSaved: !promo.isSaved } : row)));
      return { previous };
    },
    onError: (_error, _promo, context) => queryClient.setQueryData(promosQuery.queryKey, context?.previous),
    onSettled: () => Promise.all([queryClient.invalidateQueries({ queryKey: ['promos'] }), queryClient.invalidateQueries({ queryKey: ['dashboard'] })]),
  });
}
