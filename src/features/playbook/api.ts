import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/api/endpoints';

export const playbookQuery = queryOptions({ queryKey: ['playbook'], queryFn: () => api.getPlaybook() });

/** Ticks at once on screen; rolls back if the server refuses. */
export function useToggleItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, completed }: { id: string; completed: boolean }) => api.updateChecklistItem({ params: { id }, body: { completed } }),
    onMutate: async ({ id, completed }) => {
      await queryClient.cancelQueries({ queryKey: playbookQuery.queryKey });
      const previous = queryClient.getQueryData(playbookQuery.queryKey);
      queryClient.setQueryData(playbookQuery.queryKey, (data) => data && { ...data, checklist: data.checklist.map((item) => (item.id === id ? { ...item, completed } : item)) });
      return { previous };
    },
    onError: (_error, _variables, context) => queryClient.setQueryData(playbookQuery.queryKey, context?.previous),
    onSettled: () => queryClient.invalidateQueries({ queryKey: playbookQuery.queryKey }),
  });
}
