import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiMutation } from '@/api/useApiMutation';
import { newDemoAccountUid } from '@/domain/uidLinks';
import { switchDataset, type Dataset } from '@/lib/backend';

/** Every cached answer belongs to the data set it came from: start over after a switch. */
export function useSwitchDataset() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (dataset: Dataset) => {
      await switchDataset(dataset);
      await queryClient.resetQueries();
    },
  });
}

export function useLinkDemoAccount() {
  return useApiMutation({
    write: (exchangeId: string, api) => api.createUidLink({ body: { exchangeId, uid: newDemoAccountUid() } }),
  });
}

export function useSimulateFees() {
  return useApiMutation({ write: (_: void, api) => api.simulateFees() });
}

/** The reset route declares `everything`: the cache starts over with the data set. */
export function useResetSandbox() {
  return useApiMutation({ write: (_: void, api) => api.resetTestnet() });
}

/** Closes the sandbox ledger's open week now: its checkpoint is published (the route refreshes the proof reads). */
export function useCloseWeek() {
  return useApiMutation({ write: (_: void, api) => api.closeTestnetWeek() });
}
