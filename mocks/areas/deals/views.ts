import type { Deal } from '@octoss/contract/deals';
import type { Language } from '@/i18n/languages';
import type { Row } from '../../db';
import { entryOf } from '../../shared/localize';
import { displayedDealRate, isDealOpen, standardDealRate } from './rules';
import { dealNotes } from './content';

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
