import { primaryKey } from '@mswjs/data';

/**
 * FAQ items, AI assistants and marketplace products. Their texts are content, read per language from
 * mocks/seed/content by id (a stored snapshot never holds a translation).
 */
export const catalogueModel = {
  faqItem: {
    id: primaryKey(String),
    order: Number,
    category: String,
  },
  aiAssistant: {
    id: primaryKey(String),
    order: Number,
    name: String,
    category: String,
    status: String,
  },
  marketProduct: {
    id: primaryKey(String),
    order: Number,
    title: String,
    category: String,
    price: Number,
    rating: Number,
    reviews: Number,
    provider: String,
    verified: Boolean,
  },
};
