import type { PointsEntry } from '@octoss/contract/points';
import type { Language } from '@/i18n/languages';
import { toIso } from '../convert';
import type { Row } from '../db';
import { entryOf } from '../localize';
import { pointsNotes } from '../content/points';

export const pointsEntryView = (row: Row<'pointsEntry'>, lang: Language): PointsEntry => ({
  id: row.id,
  date: toIso(row.at),
  source: row.source,
  delta: row.delta,
  balance: row.balance,
  note: entryOf(pointsNotes[lang], row.noteId),
});
