import { implement } from '../http/implement';
import { pageOf } from '../paging';
import { allExchanges } from '../store/catalogue';
import { exchangeDirectoryView, exchangeView } from '../views/catalogue';

export const exchanges = implement('exchanges', {
  listExchanges: ({ env, query }) => pageOf(allExchanges(env), query, exchangeView),
  listExchangeDirectory: ({ query }) => pageOf(exchangeDirectoryView(), query),
});
