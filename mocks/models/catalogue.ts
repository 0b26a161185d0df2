import { primaryKey } from '@mswjs/data';

/** FAQ items (one row per language), AI assistants and marketplace products. */
export const catalogueModel = {
  faqItem: {
    key: primaryKey(String),
    id: String,
    lang: String,
    order: Number,
    category: String,
    question: String,
    answer: String,
  },
  aiAssistant: {
    id: primaryKey(String),
    order: Number,
    name: String,
    description: String,
    features: () => [] as string[],
    category: String,
    status: String,
  },
  marketProduct: {
    id: primaryKey(String),
    order: Number,
    title: String,
    description: String,
    category: String,
    price: Number,
    rating: Number,
    reviews: Number,
    provider: String,
    verified: Boolean,
    tags: () => [] as string[],
  },
};
