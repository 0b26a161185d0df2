import { primaryKey } from '@mswjs/data';
import { accrualStatuses } from '@octoss/contract/accruals';
import { oneOf } from '../../shared/enum';

/** Exchanges, UID links and accruals. Dates are epoch ms, foreign keys string ids. */
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
};
