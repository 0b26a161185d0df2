import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/api/endpoints';
import { switchDataset, type Dataset } from '@/lib/dataset';

/** Every cached answer belongs to the data set it came from: start over after a switch or a reset. */
function useStartOver() {
  const queryClient = useQueryClient();
  return () => queryClient.resetQueries();
}

export function useSwitchDataset() {
  const startOver = useStartOver();
  return useMutation({ mutationFn: async (dataset: Dataset) => { await switchDataset(dataset); await startOver(); } });
}

export function useLinkDemoAccount() {
  const startOver = useStartOver();
  return useMutation({
    // Demo UIDs never start with 1000, the prefix the sandbox treats as an existing account.
    mutationFn: (exchangeId: string) => api.createUidLink({ body: { exchangeId, uid: `7${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}` } }),
    onSuccess: startOver,
  });
}

export function useSimulateFees() {
  const startOver = useStartOver();
  return useMutation({ mutationFn: () => api.simulateFees(), onSuccess: startOver });
}

export function useResetSandbox() {
  const startOver = useStartOver();
  return useMutation({ mutationFn: () => api.resetTestnet(), onSuccess: startOver });
}
