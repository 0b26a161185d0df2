import { primaryKey } from '@mswjs/data';
import { promoRegions, promoTypes } from '@octoss/contract/promos';
import { oneOf } from '../../shared/enum';

/** Promos with their saved flag. Texts come from content.ts when read. Dates are epoch ms, foreign keys string ids. */
export const promosModel = {
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
};
