import { nullable, primaryKey } from '@mswjs/data';
import { accrualStatuses } from '@octoss/contract/accruals';
import { reconciliationSources, reconciliationStates } from '@octoss/contract/reconciliations';
import { oneOf } from './enum';

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
    /** Submission time; the status is derived from it when read (rules/uid-links.ts). */
    createdAt: Number,
  },
  accrual: {
    id: primaryKey(String),
    userId: String,
    exchangeId: String,
    gross: Number,
    net: Number,
    status: oneOf(accrualStatuses),
    accrualAt: Number,
  },
  reconciliation: {
    id: primaryKey(String),
    userId: String,
    exchangeId: String,
    state: oneOf(reconciliationStates),
    txHash: nullable(String),
    sourceLabel: oneOf(reconciliationSources),
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
