/**
 * The payouts area as other areas see it: what they may read and write of it. An area imports
 * another only through its index (the lint holds it), never its store, views or rules directly.
 */
export { balanceOrNothing, payoutsOf, saveBalance } from './store';
export { balanceView, nextAutoPayoutAt } from './views';
