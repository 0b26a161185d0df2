import type { WalletNetwork } from '@octoss/contract/payouts';

/** Block explorers per network, where a transaction hash can be checked by anyone. */
const explorers: Record<WalletNetwork, string> = {
  'ERC-20': 'https://etherscan.io/tx/',
  'TRC-20': 'https://tronscan.org/#/transaction/',
  'BEP-20': 'https://bscscan.com/tx/',
};

export function explorerTxUrl(txHash: string, network: WalletNetwork = 'ERC-20'): string {
  return `${explorers[network]}${encodeURIComponent(txHash)}`;
}
