import { nullable, primaryKey } from '@mswjs/data';

/** Claimable balance, payouts, the payout wallet, settlements and the auto-settlement rule. Notes come from mocks/seed/content when read. */
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
    status: String,
    network: String,
  },
  payoutWallet: {
    userId: primaryKey(String),
    network: String,
    address: nullable(String),
    updatedAt: nullable(Number),
  },
  settlement: {
    id: primaryKey(String),
    exchangeId: String,
    periodFrom: String,
    periodTo: String,
    gross: Number,
    net: Number,
    type: String,
    /** Stored status; REQUESTED moves on by time from requestedAt (src/domain/settlements.ts). */
    status: String,
    requestedAt: nullable(Number),
    txId: nullable(String),
    noteId: nullable(String),
  },
  autoSettlementRule: {
    userId: primaryKey(String),
    minAmount: Number,
    cadence: String,
    customDays: nullable(Number),
    isEnabled: Boolean,
    updatedAt: Number,
  },
};
