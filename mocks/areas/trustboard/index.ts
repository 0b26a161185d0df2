/**
 * The trustboard area as other areas see it: what they may read and write of it. An area imports
 * another only through its index (the lint holds it), never its store, views or rules directly.
 */
export {
  createReconciliation,
  proofMetrics,
  reconciliationsOf,
  reconciliationsOfUser,
  updateReconciliation,
} from './store';
export { reconciliationSummaryView } from './views';
export { closeLedgerWeek } from './ledger-checkpoints';
export { rebuildLedgerFromRecords } from './ledger-seed';
