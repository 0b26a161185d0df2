import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { routeQuery } from '@/api/queries';
import { useApiMutation } from '@/api/useApiMutation';
import type { WalletNetwork } from '@octoss/contract/payouts';

export const balanceQuery = routeQuery('getBalance');
export const scheduleQuery = routeQuery('getPayoutSchedule');
export const walletQuery = routeQuery('getWallet');
export const payoutsQuery = (status: 'COMPLETED' | 'PROCESSING', page: number) =>
  queryOptions({
    ...routeQuery('listPayouts', { query: { status, page, pageSize: 10 } }),
    placeholderData: keepPreviousData,
  });

/** One claim per confirmation: the caller keeps the Idempotency-Key, so a double click pays once. */
export function useClaim() {
  return useApiMutation({
    write: ({ amount, idempotencyKey }: { amount: number; idempotencyKey: string }, api) =>
      api.createClaim({ body: { amount }, idempotencyKey }),
  });
}

export function useUpdateWallet() {
  return useApiMutation({
    write: (body: { network: WalletNetwork; address: string }, api) => api.updateWallet({ body }),
  });
}
