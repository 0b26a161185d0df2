import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { routeQuery } from '@/api/queries';
import { useApiMutation } from '@/api/useApiMutation';
import type { WalletNetwork } from '@octoss/contract/payouts';

export const balanceQuery = routeQuery('getBalance');
export const scheduleQuery = routeQuery('getPayoutSchedule');
export const walletQuery = routeQuery('getWallet');
/**
 * The ledger proof of a payout's record at the latest checkpoint (for its receipt's reference):
 * a 409 `not_checkpointed` means its week is still open, and it is proven at the next checkpoint.
 */
export const payoutProofQuery = (recordId: string) =>
  queryOptions({
    ...routeQuery('getProofBundle', { params: { recordId }, query: { at: 'latest' } }),
    staleTime: 60_000,
  });

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
