import { nullable, primaryKey } from '@mswjs/data';

/** Exchanges, UID links, accruals, reconciliation records and disputes. Dates epoch ms, foreign keys string ids. */
export const paybackModel = {
  exchange: {
    id: primaryKey(String),
    name: String,
    displayName: String,
    paybackRate: Number,
    referralRate: Number,
    isActive: Boolean,
    url: String,
  },
  uidLink: {
    id: primaryKey(String),
    userId: String,
    exchangeId: String,
    uid: String,
    /** Submission time; the status is derived from it when read (src/domain/uidLinks.ts). */
    createdAt: Number,
  },
  accrual: {
    id: primaryKey(String),
    userId: String,
    exchangeId: String,
    gross: Number,
    net: Number,
    status: String,
    accrualAt: Number,
  },
  reconciliation: {
    id: primaryKey(String),
    userId: String,
    exchangeId: String,
    state: String,
    txHash: nullable(String),
    sourceLabel: String,
    amount: Number,
    timestamp: Number,
  },
  dispute: {
    id: primaryKey(String),
    reconciliationId: String,
    reason: String,
    createdAt: Number,
    slaHours: Number,
  },
};
