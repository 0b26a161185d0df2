import type { WalletNetwork } from '@octoss/contract/payouts';

/**
 * What a payout costs in gas (USDT) on each wallet network: the spec's $2.50 on Ethereum; TRON
 * and BNB Smart Chain transfers cost far less. The balance quotes the payout wallet's network.
 */
export const payoutGasEstimate = { 'ERC-20': 2.5, 'TRC-20': 1, 'BEP-20': 0.3 } as const satisfies Record<
  WalletNetwork,
  number
>;
