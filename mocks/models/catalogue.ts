import { primaryKey } from '@mswjs/data';
import { assistantStatuses } from '@octoss/contract/ai';
import { faqCategories } from '@octoss/contract/faq';
import { marketCategories } from '@octoss/contract/market';
import { oneOf } from './enum';

/**
 * FAQ items, AI assistants and marketplace products. Their texts are content, read per language from
 * mocks/content by id (a stored snapshot never holds a translation).
 */
export const catalogueModel = {
  faqItem: {
    id: primaryKey(String),
    order: Number,
    category: oneOf(faqCategories),
  },
  aiAssistant: {
    id: primaryKey(String),
    order: Number,
    name: String,
    category: String,
    status: oneOf(assistantStatuses),
  },
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
