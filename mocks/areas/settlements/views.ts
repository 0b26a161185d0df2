import type { Settlement } from '@octoss/contract/settlements';
import type { Language } from '@/i18n/languages';
import { toIso, toIsoOrNull } from '../../shared/convert';
import type { Row } from '../../db';
import { entryOf } from '../../shared/localize';
import { settlementNotes } from './content';
import { nextRunAfter } from '../../shared/schedule';
import { settlementStatusAt } from './rules';
import { dayMs } from '@/domain/time';

/** A settlement's status moves with the clock from its request time (rules/settlements.ts). */
export function settlementView(row: Row<'settlement'>, now: number, lang: Language): Settlement {
  const status = settlementStatusAt({ status: row.status, requestedAt: row.requestedAt }, now);
  return {
    id: row.id,
    exchange: row.exchangeId,
    periodFrom: row.periodFrom,
    periodTo: row.periodTo,
    gross: row.gross,
    net: row.net,
    type: row.type,
    status,
    requestedAt: toIsoOrNull(row.requestedAt),
    txHash: status === 'PAID' ? (row.txId ?? `0x${row.id.replace(/\W/g, '').padEnd(64, '0').slice(0, 64)}`) : null,
    note: row.noteId === null ? null : entryOf(settlementNotes[lang], row.noteId),
  };
}

const cadenceDays = { WEEKLY: 7, MONTHLY: 30 } as const;

/** The rule with its next run: every cadence's days counted from when the rule was set. */
export function autoSettlementView(rule: Row<'autoSettlementRule'>, now: number) {
  const days = rule.cadence === 'CUSTOM' ? (rule.customDays ?? 7) : cadenceDays[rule.cadence];
  return {
    minAmount: rule.minAmount,
    cadence: rule.cadence,
    customDays: rule.customDays,
    nextRun: toIso(nextRunAfter(rule.updatedAt, days * dayMs, now)),
    isEnabled: rule.isEnabled,
  };
}
