import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/api/endpoints';
import type { WalletNetwork } from '@/api/contract/payouts';

export const balanceQuery = queryOptions({ queryKey: ['payouts', 'balance'], queryFn: () => api.getBalance() });
export const scheduleQuery = queryOptions({ queryKey: ['payouts', 'schedule'], queryFn: () => api.getPayoutSchedule() });
export const walletQuery = queryOptions({ queryKey: ['payouts', 'wallet'], queryFn: () => api.getWallet() });
export const payoutsQuery = (status: 'COMPLETED' | 'PROCESSING', page: number) =>
  queryOptions({ queryKey: ['payouts', 'list', { status, page }], queryFn: () => api.listPayouts({ query: { status, page, pageSize: 10 } }), placeholderData: keepPreviousData });

/** One claim per confirmation: the caller keeps the Idempotency-Key, so a double click pays once. */
export function useClaim() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ amount, idempotencyKey }: { amount: number; idempotencyKey: string }) => api.createClaim({ body: { amount }, idempotencyKey }),
    onSuccess: () =>
      Promise.all(['payouts', 'dashboard', 'reconciliations'].map((group) => queryClient.invalidateQueries({ queryKey: [group] }))),
  });
}

export function useUpdateWallet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { network: WalletNetwork; address: string }) => api.updateWallet({ body }),
    onSuccess: (wallet) => queryClient.setQueryData(walletQuery.queryKey, wallet),
  });
}
