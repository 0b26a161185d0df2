import type { PointsEntry } from '@octoss/contract/points';
import type { Language } from '@/i18n/languages';
import { toIso } from '../../shared/convert';
import type { Row } from '../../db';
import { entryOf } from '../../shared/localize';
import { pointsNotes } from './content';
import type { Tier } from '@octoss/contract/tiers';
import type { TierRule } from './rules';

export const pointsEntryView = (row: Row<'pointsEntry'>, lang: Language): PointsEntry => ({
  id: row.id,
  date: toIso(row.at),
  source: row.source,
  delta: row.delta,
  balance: row.balance,
  note: entryOf(pointsNotes[lang], row.noteId),
});

export const tierView = (rule: TierRule): Tier => ({
  tier: rule.tier,
  minScore: rule.minScore,
  multiplier: rule.multiplier,
  rateBoost: rule.rateBoostPercent,
  payoutFreq: rule.payoutFrequency,
  disputeSLA: rule.disputeSlaHours,
});
