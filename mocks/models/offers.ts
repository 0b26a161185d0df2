import { primaryKey } from '@mswjs/data';

/** Promos (with their saved flag), deal programs and received partner applications. */
export const offersModel = {
  promo: {
    id: primaryKey(String),
    title: String,
    exchangeId: String,
    type: String,
    description: String,
    expiresAt: Number,
    url: String,
    region: String,
    isActive: Boolean,
    isSaved: Boolean,
  },
  deal: {
    id: primaryKey(String),
    order: Number,
    exchange: String,
    gross: Number,
    regions: () => [] as string[],
    notes: String,
  },
  partnerApplication: {
    id: primaryKey(String),
    receivedAt: Number,
    /** The validated application as JSON: kept whole, never lost. */
    payload: String,
  },
};
