import { primaryKey } from '@mswjs/data';
import { marketCategories } from '@octoss/contract/market';
import { oneOf } from '../../shared/enum';

/** Marketplace products; descriptions and tags come from content.ts by id. Dates are epoch ms, foreign keys string ids. */
export const marketModel = {
  marketProduct: {
    id: primaryKey(String),
    order: Number,
    title: String,
    category: oneOf(marketCategories),
    price: Number,
    rating: Number,
    reviews: Number,
    provider: String,
    verified: Boolean,
  },
};
