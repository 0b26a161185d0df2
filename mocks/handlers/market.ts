import { routes } from '@/api/contract/routes';
import type { MockEnv } from '../env';
import { routeHandler } from '../http/route';
import { pageOf } from '../paging';
import { filterProducts } from '../rules/market';
import { marketProductsInOrder } from '../store/catalogue';
import { marketProductView } from '../views/catalogue';

export const marketHandlers = (env: MockEnv) => [
  routeHandler(routes.listMarketProducts, env, ({ query, lang }) => {
    // Localized before filtering: the reader searches the words they see.
    const products = marketProductsInOrder(env).map((row) => marketProductView(row, lang));
    // filterProducts sorts stably: products with equal sort keys keep the list order.
    return pageOf(filterProducts(products, query), query);
  }),
];
