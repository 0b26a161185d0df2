import { routes } from '@/api/contract/routes';
import type { MarketProduct } from '@/api/contract/market';
import { filterProducts } from '@/domain/market';
import type { MockEnv } from '../env';
import { routeHandler } from './route';

export const marketHandlers = (env: MockEnv) => [
  routeHandler(routes.listMarketProducts, env, ({ query }) => {
    const products = [...env.db.marketProduct.getAll()]
      .sort((a, b) => a.order - b.order)
      .map(({ order: _order, ...product }) => ({ ...product, category: product.category as MarketProduct['category'] }));
    return filterProducts(products, query);
  }),
];
