import { useQueryClient } from '@tanstack/react-query';
import { routeQueryEveryPage } from '@/api/queries';
import { useApiMutation } from '@/api/useApiMutation';
import type { Promo } from '@octoss/contract/promos';

/** Every page: the screen filters and counts the whole list, and builds its filter options from it. */
export const promosQuery = routeQueryEveryPage('listPromos', { query: { includeExpired: 'true' } });

/** Save or unsave at once on screen; the server's answer (or a rollback) follows. */
export function useToggleSaved() {
  const queryClient = useQueryClient();
  return useApiMutation({
    write: (promo: Promo, api) =>
      promo.isSaved ? api.unsavePromo({ params: { id: promo.id } }) : api.savePromo({ params: { id: promo.id } }),
    refetchAfterError: true,
    onMutate: async (promo) => {
      await queryClient.cancelQueries({ queryKey: promosQuery.queryKey });
      const previous = queryClient.getQueryData(promosQuery.queryKey);
      queryClient.setQueryData(promosQuery.queryKey, (rows) =>
        rows?.map((row) => (row.id === promo.id ? { ...row, isSaved: !promo.isSaved } : row)),
      );
      return { previous };
    },
    onError: (_error, _promo, context) => queryClient.setQueryData(promosQuery.queryKey, context?.previous),
  });
}
