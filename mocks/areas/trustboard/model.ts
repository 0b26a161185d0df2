import { nullable, primaryKey } from '@mswjs/data';
import { reconciliationSources, reconciliationStates } from '@octoss/contract/reconciliations';
import { oneOf } from '../../shared/enum';

/** Reconciliation records, disputes about them and the public proof figures. Dates are epoch ms, foreign keys string ids. */
export const trustboardModel = {
  /** Single row (id 'current'): the public proof figures shown on the landing page and Link-in-Bio. */
  proofMetrics: {
    id: primaryKey(String),
    reconciliationsThisWeek: Number,
    medianClaimTimeSeconds: Number,
    discrepancyRate: Number,
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
