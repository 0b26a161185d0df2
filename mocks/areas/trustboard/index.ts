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
export { closedWeekView, reconciliationSummaryView } from './views';
export { rebuildLedgerFromRecords } from './ledger-seed';
