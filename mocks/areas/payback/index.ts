/**
 * The payback area as other areas see it: what they may read and write of it. An area imports
 * another only through its index (the lint holds it), never its store, views or rules directly.
 */
export { accrualsOf, allExchanges, createAccrual, exchangeCount, latestAccrual, uidLinksOf } from './store';
export { uidLinkStatusAt } from './rules';
