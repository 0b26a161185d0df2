import type { Deal } from '@octoss/contract/deals';
import { implement } from '../http/implement';
import { byId, pageOf } from '../paging';
import { dealsInOrder } from '../store/catalogue';
import { dealView } from '../views/catalogue';

export const deals = implement('deals', {
  listDeals: ({ env, query, lang }) => {
    const deals = dealsInOrder(env)
      .filter((row) => !query.region || row.regions.includes(query.region))
      .map((row) => dealView(row, lang));
    const byName = (a: Deal, b: Deal) => a.exchange.localeCompare(b.exchange) || byId(a, b);
    return pageOf(deals.sort(query.sort === 'name' ? byName : (a, b) => b.rate - a.rate || byName(a, b)), query);
  },
});
