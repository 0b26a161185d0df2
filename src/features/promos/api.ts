import { useQueryClient } from '@tanstack/react-query';
import { routeQueryEveryPage } from '@/api/queries';
import { useApiMutation } from '@/api/useApiMutation';
import type { PromoListing } from '@octoss/contract/promos';

/**
 * Every page of the catalogue, the same for every reader (so the prerendered HTML holds it): the
 * screen filters and counts the whole list, and builds its filter options from it.
 */
export const promoCatalogueQuery = routeQueryEveryPage('listPromoCatalogue', { query: { includeExpired: 'true' } });

/** The promos the trader saved, expired ones too: the catalogue's cards read their saved mark from it. */
export const savedPromosQuery = routeQueryEveryPage('listPromos', { query: { includeExpired: 'true', saved: 'true' } });

/** Save or unsave at once on screen; the server's answer (or a rollback) follows. */
export function useToggleSaved() {
  const queryClient = useQueryClient();
  return useApiMutation({
    write: ({ promo, saved }: { promo: PromoListing; saved: boolean }, api) =>
      saved ? api.unsavePromo({ params: { id: promo.id } }) : api.savePromo({ params: { id: promo.id } }),
    refetchAfterError: true,
    onMutate: async ({ promo, saved }) => {
      await queryClient.cancelQueries({ queryKey: savedPromosQuery.queryKey });
      const previous = queryClient.getQueryData(savedPromosQuery.queryKey);
      queryClient.setQueryData(savedPromosQuery.queryKey, (rows) => {
        const others = rows?.filter((row) => row.id !== promo.id);
        return saved ? others : others && [...others, { ...promo, isSaved: true }];
      });
      return { previous };
    },
    onError: (_error, _toggle, context) => queryClient.setQueryData(savedPromosQuery.queryKey, context?.previous),
  });
}
