import type { Row } from './db';
import type { Accrual } from '@/api/contract/accruals';
import type { Payout } from '@/api/contract/payouts';
import type { Promo } from '@/api/contract/promos';
import type { Reconciliation } from '@/api/contract/reconciliations';
import type { Settlement } from '@/api/contract/settlements';
import type { UidLink } from '@/api/contract/uid-links';
import { promoStatus } from './rules/promos';
import { settlementStatusAt } from './rules/settlements';
import { uidLinkStatusAt } from './rules/uid-links';
import type { Language } from '@/i18n/languages';
import { toIso, toIsoOrNull } from './convert';
import { entryOf, fill } from './localize';
import { payoutContent } from './seed/content/payouts';
import { promoContent } from './seed/content/promos';
import { settlementNotes } from './seed/content/settlements';
import { rejectionFixes } from './seed/content/uid-links';

/**
 * Db rows -> the contract's shapes. Derived fields (time-based statuses) are computed here at read
 * time, and so is content: rows hold ids and codes, the texts come in the reader's language.
 */


export function uidLinkView(row: Row<'uidLink'>, now: number, lang: Language): UidLink {
  const { status, decidedAt } = uidLinkStatusAt(row, now);
  return {
    id: row.id,
    userId: row.userId,
    exchange: row.exchangeId,
    uid: row.uid,
    status,
    createdAt: toIso(row.createdAt),
    approvedAt: status === 'APPROVED' ? toIsoOrNull(decidedAt) : null,
    rejection: status === 'REJECTED' ? { code: 'EXISTING_ACCOUNT', fix: rejectionFixes[lang].EXISTING_ACCOUNT } : null,
  };
}

export function accrualView(row: Row<'accrual'>): Accrual {
  return { id: row.id, userId: row.userId, exchange: row.exchangeId, gross: row.gross, net: row.net, status: row.status, accrualAt: toIso(row.accrualAt) };
}

export function reconciliationView(row: Row<'reconciliation'>, disputed: boolean): Reconciliation {
  return {
    id: row.id,
    userId: row.userId,
    exchange: row.exchangeId,
    state: row.state,
    txHash: row.txHash,
    sourceLabel: row.sourceLabel,
    amount: row.amount,
    timestamp: toIso(row.timestamp),
    disputed,
  };
}

export function payoutNote(row: Row<'payout'>, lang: Language): string {
  return entryOf(payoutContent[lang].notes, row.noteId);
}

export function payoutView(row: Row<'payout'>, lang: Language): Payout {
  return { id: row.id, amount: row.amountUSDT, txHash: row.status === 'PROCESSING' ? null : row.txId, timestamp: toIso(row.timestamp), note: payoutNote(row, lang), status: row.status, network: row.network };
}

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

/** A promo's title and description: sentences around its type, exchange and kind of offer. */
export function promoTexts(row: Row<'promo'>, lang: Language): { title: string; description: string } {
  const content = promoContent[lang];
  const values = { type: entryOf(content.types, row.type), exchange: row.exchangeId.toUpperCase() };
  return { title: fill(entryOf(content.titles, row.offer), values), description: fill(content.description, values) };
}

export function promoView(row: Row<'promo'>, now: number, lang: Language): Promo {
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
    isSaved: row.isSaved,
    status,
  };
}
