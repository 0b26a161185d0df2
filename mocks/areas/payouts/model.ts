import { nullable, primaryKey } from '@mswjs/data';
import { payoutStatuses, walletNetworks } from '@octoss/contract/payouts';
import { oneOf } from '../../shared/enum';

/** The claimable balance, payouts and the payout wallet. Notes come from content.ts when read. Dates are epoch ms, foreign keys string ids. */
export const payoutsModel = {
  balance: {
    userId: primaryKey(String),
    claimable: Number,
    totalEarned: Number,
  },
  payout: {
    id: primaryKey(String),
    userId: String,
    amountUSDT: Number,
    txId: String,
    timestamp: Number,
    noteId: String,
    status: oneOf(payoutStatuses),
    network: oneOf(walletNetworks),
    /** The wallet paid, as it was when the payout was made. */
    address: nullable(String),
    /** Its reconciliation record (PAYOUT_CLAIMED), the row the ledger proves. */
    recordId: nullable(String),
  },
  payoutWallet: {
    userId: primaryKey(String),
    network: oneOf(walletNetworks),
    address: nullable(String),
    updatedAt: nullable(Number),
  },
};
