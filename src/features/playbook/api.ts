import { useQueryClient } from '@tanstack/react-query';
import { routeQuery } from '@/api/queries';
import { useApiMutation } from '@/api/useApiMutation';

export const playbookQuery = routeQuery('getPlaybook');
/** The plan's figures, the same for every reader: in the prerendered HTML, before the trader's own playbook. */
export const playbookTargetsQuery = routeQuery('getPlaybookTargets');

/** Ticks at once on screen; rolls back if the server refuses. */
export function useToggleItem() {
  const queryClient = useQueryClient();
  return useApiMutation({
    write: ({ id, completed }: { id: string; completed: boolean }, api) =>
      api.updateChecklistItem({ params: { id }, body: { completed } }),
    refetchAfterError: true,
    onMutate: async ({ id, completed }) => {
      await queryClient.cancelQueries({ queryKey: playbookQuery.queryKey });
      const previous = queryClient.getQueryData(playbookQuery.queryKey);
      queryClient.setQueryData(
        playbookQuery.queryKey,
        (data) =>
          data && {
            ...data,
            checklist: data.checklist.map((item) => (item.id === id ? { ...item, completed } : item)),
          },
      );
      return { previous };
    },
    onError: (_error, _variables, context) => queryClient.setQueryData(playbookQuery.queryKey, context?.previous),
  });
}
