import type { Deal } from '@octoss/contract/deals';
import { exchangeDirectory, logoPath } from '@/domain/exchangeDirectory';
import type { Language } from '@/i18n/languages';
import type { Row } from '../db';
import { entryOf } from '../localize';
import { displayedDealRate, isDealOpen, standardDealRate } from '../rules/deals';
import { aiContent } from '../content/ai';
import { dealNotes } from '../content/deals';
import { faqContent } from '../content/faq';
import { marketContent } from '../content/market';

/** Catalogue rows hold ids and codes; their texts come in the reader's language. */

export const assistantView = ({ id, name, category, status }: Row<'aiAssistant'>, lang: Language) => ({
  id,
  name,
  ...entryOf(aiContent[lang], id),
  category,
  status,
});

export const faqView = ({ id, category }: Row<'faqItem'>, lang: Language) => ({
  id,
  category,
  ...entryOf(faqContent[lang], id),
});

export const marketProductView = ({ order: _order, ...product }: Row<'marketProduct'>, lang: Language) => ({
  ...product,
  ...entryOf(marketContent[lang], product.id),
  category: product.category,
});

export const exchangeView = ({ id, name, displayName, paybackRate, referralRate, isActive, url }: Row<'exchange'>) => ({
  id,
  name,
  displayName,
  paybackRate,
  referralRate,
  isActive,
  url,
});

export const exchangeDirectoryView = () =>
  exchangeDirectory.map((entry) => ({ name: entry.name, slug: entry.slug, mono: entry.mono, logo: logoPath(entry) }));

export function dealView(row: Row<'deal'>, lang: Language): Deal {
  return {
    id: row.id,
    exchange: row.exchange,
    gross: row.gross,
    rate: displayedDealRate(row.gross),
    standardRate: standardDealRate(row.gross),
    open: isDealOpen(row.gross),
    regions: row.regions,
    notes: entryOf(dealNotes[lang], row.noteId),
  };
}
