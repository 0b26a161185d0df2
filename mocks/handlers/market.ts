import { routes } from '@/api/contract/routes';
import { filterProducts } from '@/domain/market';
import type { MockEnv } from '../env';
import { entryOf } from '../localize';
import { marketContent } from '../seed/content/market';
import { routeHandler } from './route';

export const marketHandlers = (env: MockEnv) => [
  routeHandler(routes.listMarketProducts, env, ({ query, lang }) => {
    // Localized before filtering: the reader searches the words they see.
    const products = [...env.db.marketProduct.getAll()]
      .sort((a, b) => a.order - b.order)
      .map(({ order: _order, ...product }) => ({ ...product, ...entryOf(marketContent[lang], product.id), category: product.category }));
    return filterProducts(products, query);
  }),
];
