import { nullable, primaryKey } from '@mswjs/data';
import { payoutStatuses, walletNetworks } from '@octoss/contract/payouts';
import { autoSettlementCadences, settlementStatuses, settlementTypes } from '@octoss/contract/settlements';
import { oneOf } from './enum';

/** Claimable balance, payouts, the payout wallet, settlements and the auto-settlement rule. Notes come from mocks/content when read. */
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
  },
  payoutWallet: {
    userId: primaryKey(String),
    network: oneOf(walletNetworks),
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
    type: oneOf(settlementTypes),
    /** Stored status; REQUESTED moves on by time from requestedAt (rules/settlements.ts). */
    status: oneOf(settlementStatuses),
    requestedAt: nullable(Number),
    txId: nullable(String),
    noteId: nullable(String),
  },
  autoSettlementRule: {
    userId: primaryKey(String),
    minAmount: Number,
    cadence: oneOf(autoSettlementCadences),
    customDays: nullable(Number),
    isEnabled: Boolean,
    updatedAt: Number,
  },
};
