import { primaryKey } from '@mswjs/data';
import { dealRegions } from '@octoss/contract/deals';
import { promoRegions, promoTypes } from '@octoss/contract/promos';
import { listOf, oneOf } from './enum';

/** Promos (with their saved flag), deal programs and received partner applications. Texts come from mocks/content when read. */
export const offersModel = {
  promo: {
    id: primaryKey(String),
    exchangeId: String,
    type: oneOf(promoTypes),
    /** 'limited' or 'weekly': which title the promo reads with. */
    offer: String,
    expiresAt: Number,
    url: String,
    region: oneOf(promoRegions),
    isActive: Boolean,
    isSaved: Boolean,
  },
  deal: {
    id: primaryKey(String),
    order: Number,
    exchange: String,
    gross: Number,
    regions: listOf(dealRegions),
    noteId: String,
  },
  partnerApplication: {
    id: primaryKey(String),
    receivedAt: Number,
    /** The validated application as JSON: kept whole, never lost. */
    payload: String,
  },
};
