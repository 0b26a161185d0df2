import type { Row } from './db';
import type { Accrual } from '@/api/contract/accruals';
import type { Payout } from '@/api/contract/payouts';
import type { Promo } from '@/api/contract/promos';
import type { Reconciliation } from '@/api/contract/reconciliations';
import type { Settlement } from '@/api/contract/settlements';
import type { UidLink } from '@/api/contract/uid-links';
import { promoStatus } from '@/domain/promos';
import { settlementStatusAt } from '@/domain/settlements';
import { existingAccountFix, uidLinkStatusAt } from '@/domain/uidLinks';
import { toIso, toIsoOrNull } from './convert';

/** Db rows -> the contract's shapes. Derived fields (time-based statuses) are computed here at read time. */


export function uidLinkView(row: Row<'uidLink'>, now: number): UidLink {
  const { status, decidedAt } = uidLinkStatusAt(row, now);
  return {
    id: row.id,
    userId: row.userId,
    exchange: row.exchangeId,
    uid: row.uid,
    status,
    createdAt: toIso(row.createdAt),
    approvedAt: status === 'APPROVED' ? toIsoOrNull(decidedAt) : null,
    rejection: status === 'REJECTED' ? { code: 'EXISTING_ACCOUNT', fix: existingAccountFix } : null,
  };
}

export function accrualView(row: Row<'accrual'>): Accrual {
  return { id: row.id, userId: row.userId, exchange: row.exchangeId, gross: row.gross, net: row.net, status: row.status as Accrual['status'], accrualAt: toIso(row.accrualAt) };
}

export function reconciliationView(row: Row<'reconciliation'>, disputed: boolean): Reconciliation {
  return {
    id: row.id,
    userId: row.userId,
    exchange: row.exchangeId,
    state: row.state as Reconciliation['state'],
    txHash: row.txHash,
    sourceLabel: row.sourceLabel,
    amount: row.amount,
    timestamp: toIso(row.timestamp),
    disputed,
  };
}

export function payoutView(row: Row<'payout'>): Payout {
  return { id: row.id, amount: row.amountUSDT, txId: row.txId, timestamp: toIso(row.timestamp), note: row.note, status: row.status as Payout['status'], network: row.network as Payout['network'] };
}

export function settlementView(row: Row<'settlement'>, now: number): Settlement {
  const status = settlementStatusAt({ status: row.status as Settlement['status'], requestedAt: row.requestedAt }, now);
  return {
    id: row.id,
    exchange: row.exchangeId,
    periodFrom: row.periodFrom,
    periodTo: row.periodTo,
    gross: row.gross,
    net: row.net,
    type: row.type as Settlement['type'],
    status,
    requestedAt: toIsoOrNull(row.requestedAt),
    txId: status === 'PAID' ? (row.txId ?? `0x${row.id.replace(/\W/g, '').padEnd(64, '0').slice(0, 64)}`) : null,
    note: row.note,
  };
}

export function promoView(row: Row<'promo'>, now: number): Promo {
  const status = promoStatus(row.expiresAt, now);
  return {
    id: row.id,
    title: row.title,
    exchange: row.exchangeId,
    type: row.type,
    description: row.description,
    expiry: toIso(row.expiresAt),
    url: row.url,
    region: row.region as Promo['region'],
    isActive: status !== 'expired',
    isSaved: row.isSaved,
    status,
  };
}
