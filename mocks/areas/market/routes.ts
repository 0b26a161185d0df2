import { implement } from '../../http/implement';
import { pageOf } from '../../shared/paging';
import { filterProducts } from './rules';
import { marketProductsInOrder } from './store';
import { marketProductView } from './views';

export const market = implement('market', {
  listMarketProducts: ({ env, query, lang }) => {
    // Localized before filtering: the reader searches the words they see.
    const products = marketProductsInOrder(env).map((row) => marketProductView(row, lang));
    // filterProducts sorts stably: products with equal sort keys keep the list order.
    return pageOf(filterProducts(products, query), query);
  },
});
