import { nullable, primaryKey } from '@mswjs/data';
import { autoSettlementCadences, settlementStatuses, settlementTypes } from '@octoss/contract/settlements';
import { oneOf } from '../../shared/enum';

/** Settlements and the auto-settlement rule. Notes come from content.ts when read. Dates are epoch ms, foreign keys string ids. */
export const settlementsModel = {
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
