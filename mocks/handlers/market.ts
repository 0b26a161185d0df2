import { routes } from '@/api/contract/routes';
import { filterProducts } from '../rules/market';
import type { MockEnv } from '../env';
import { entryOf } from '../localize';
import { marketContent } from '../seed/content/market';
import { byId, pageOf } from '../paging';
import { routeHandler } from './route';

export const marketHandlers = (env: MockEnv) => [
  routeHandler(routes.listMarketProducts, env, ({ query, lang }) => {
    // Localized before filtering: the reader searches the words they see.
    const products = [...env.db.marketProduct.getAll()]
      .sort((a, b) => a.order - b.order || byId(a, b))
      .map(({ order: _order, ...product }) => ({ ...product, ...entryOf(marketContent[lang], product.id), category: product.category }));
    // filterProducts sorts stably: products with equal sort keys keep the list order.
    return pageOf(filterProducts(products, query), query);
  }),
];
