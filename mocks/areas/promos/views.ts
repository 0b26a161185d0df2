import type { Promo, PromoListing } from '@octoss/contract/promos';
import type { Language } from '@/i18n/languages';
import { toIso } from '../../shared/convert';
import type { Row } from '../../db';
import { entryOf, fill } from '../../shared/localize';
import { promoContent } from './content';
import { promoStatus } from './rules';

/** A promo's title and description: sentences around its type, exchange and kind of offer. */
export function promoTexts(row: Row<'promo'>, lang: Language): { title: string; description: string } {
  const content = promoContent[lang];
  const values = { type: entryOf(content.types, row.type), exchange: row.exchangeId.toUpperCase() };
  return { title: fill(entryOf(content.titles, row.offer), values), description: fill(content.description, values) };
}

/** A promo as every reader sees it (the catalogue). */
export function promoListingView(row: Row<'promo'>, now: number, lang: Language): PromoListing {
  const status = promoStatus(row.expiresAt, now);
  return {
    id: row.id,
    exchange: row.exchangeId,
    type: row.type,
    ...promoTexts(row, lang),
    expiry: toIso(row.expiresAt),
    url: row.url,
    region: row.region,
    isActive: status !== 'expired',
    status,
  };
}

/** A promo with the user's saved flag. */
export function promoView(row: Row<'promo'>, now: number, lang: Language): Promo {
  return { ...promoListingView(row, now, lang), isSaved: row.isSaved };
}
