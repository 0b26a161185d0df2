import { routes } from '@/api/contract/routes';
import type { Deal } from '@/api/contract/deals';
import type { MockEnv } from '../env';
import { routeHandler } from '../http/route';
import { byId, pageOf } from '../paging';
import { dealsInOrder } from '../store/catalogue';
import { dealView } from '../views/catalogue';

export const dealsHandlers = (env: MockEnv) => [
  routeHandler(routes.listDeals, env, ({ query, lang }) => {
    const deals = dealsInOrder(env)
      .filter((row) => !query.region || row.regions.includes(query.region))
      .map((row) => dealView(row, lang));
    const byName = (a: Deal, b: Deal) => a.exchange.localeCompare(b.exchange) || byId(a, b);
    return pageOf(deals.sort(query.sort === 'name' ? byName : (a, b) => b.rate - a.rate || byName(a, b)), query);
  }),
];
