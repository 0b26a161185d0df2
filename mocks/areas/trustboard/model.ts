import { nullable, primaryKey } from '@mswjs/data';
import { reconciliationSources, reconciliationStates } from '@octoss/contract/reconciliations';
import { oneOf } from '../../shared/enum';

/**
 * Reconciliation records, disputes about them, the public proof figures, and the ledger proof's
 * log (ledger/spec/PROOF.md): its leaves, published checkpoints, owner keys and settings. Dates are
 * epoch ms, foreign keys string ids.
 */
export const trustboardModel = {
  /** Single row (id 'current'): the public proof figures shown on the landing page and Link-in-Bio. */
  proofMetrics: {
    id: primaryKey(String),
    reconciliationsThisWeek: Number,
    medianClaimTimeSeconds: Number,
    discrepancyRate: Number,
  },
  /** Every trader's records (the data set's user and, in the demo, anonymous others). */
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
  /**
   * The log: one row per leaf (a record's revision), appended in `seq` order and never changed.
   * Every field of the §2 leaf is a column (`at` as epoch ms); the leaf JSON is recomputed from them.
   * `userId` is the record's trader, for the mock's own lookups: it is not part of the leaf.
   */
  ledgerLeaf: {
    id: primaryKey(String),
    v: Number,
    seq: Number,
    period: String,
    recordId: String,
    rev: Number,
    prev: nullable(String),
    owner: String,
    exchange: String,
    source: String,
    state: String,
    amountCents: Number,
    deltaCents: Number,
    txHash: nullable(String),
    at: Number,
    userId: String,
  },
  /** Published checkpoints, one per closed week (id = the week, `2026-W47`): frozen once written. */
  ledgerCheckpoint: {
    id: primaryKey(String),
    treeSize: Number,
    first: Number,
    rootHash: String,
    rootCredit: Number,
    rootDebit: Number,
    note: String,
    publishedAt: Number,
  },
  /**
   * Each user's owner key (hex): the server-held one every user gets at seeding (`registered`
   * false), replaced once by the key the trader's browser registers (`registered` true, from leaf
   * `fromSeq` on).
   */
  ownerKey: {
    userId: primaryKey(String),
    keyHex: String,
    registered: Boolean,
    registeredAt: nullable(Number),
    fromSeq: nullable(Number),
  },
  /**
   * The data set's ledger settings (id 'current'): the checkpoint key's seed (hex), the first week
   * of the log, and the sandbox's ledger clock offset in weeks (close-week adds one).
   */
  ledgerSettings: {
    id: primaryKey(String),
    signingSeed: String,
    startPeriod: String,
    weekOffset: Number,
  },
};
