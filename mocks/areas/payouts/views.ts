import type { Payout } from '@octoss/contract/payouts';
import { minimumClaimUsdt } from '@octoss/contract/money';
import { exportColumns, gasEstimateByNetwork } from '@octoss/contract/rules';
import { tierRule, payoutPeriodDays } from '../value-zone';
import { dayMs } from '@/domain/time';
import type { Language } from '@/i18n/languages';
import { toIso, toIsoOrNull } from '../../shared/convert';
import type { Row } from '../../db';
import type { MockEnv } from '../../mock-env';
import { entryOf } from '../../shared/localize';
import { nextRunAfter } from '../../shared/schedule';
import { payoutContent } from './content';
import { balanceRow, claimNoteId, payoutsOf, walletRow } from './store';
import { currentUser } from '../app';
import { toCsv } from '../../shared/csv';

export function payoutNote(row: Row<'payout'>, lang: Language): string {
  return entryOf(payoutContent[lang].notes, row.noteId);
}

export function payoutView(row: Row<'payout'>, lang: Language): Payout {
  return {
    id: row.id,
    amount: row.amountUSDT,
    txHash: row.status === 'PROCESSING' ? null : row.txId,
    timestamp: toIso(row.timestamp),
    note: payoutNote(row, lang),
    status: row.status,
    network: row.network,
    address: row.address,
    recordId: row.recordId,
  };
}

export function balanceView(env: MockEnv, lang: Language) {
  const row = balanceRow(env);
  // The network of the payout wallet: a claim is paid there, so that is what its gas costs.
  const network = walletRow(env).network;
  const { networkLabels, processingTime } = payoutContent[lang];
  return {
    claimable: row.claimable,
    totalEarned: row.totalEarned,
    minimumClaim: minimumClaimUsdt,
    currency: 'USDT' as const,
    network,
    networkLabel: networkLabels[network],
    gasEstimate: gasEstimateByNetwork[network],
    processingTime,
  };
}

export function walletView(wallet: Row<'payoutWallet'>) {
  return { network: wallet.network, address: wallet.address, updatedAt: toIsoOrNull(wallet.updatedAt) };
}

/**
 * The next auto payout: the tier's payout cadence counted from the last auto payout (or from when
 * the account was opened), the first run after now. The Dashboard's Earnings card and the Payout
 * Schedule read it here, so they name one date; the demo's Silver trader, paid bi-weekly and last
 * paid 7 days ago, sees it 7 days ahead (spec section 9).
 */
export function nextAutoPayoutAt(env: MockEnv): string {
  const user = currentUser(env);
  const autoPayouts = payoutsOf(env, user.id).filter((row) => row.noteId !== claimNoteId);
  const anchor = Math.max(user.createdAt, ...autoPayouts.map((row) => row.timestamp));
  return toIso(nextRunAfter(anchor, payoutPeriodDays[tierRule(user.tier).payoutFrequency] * dayMs, env.now()));
}

export function payoutScheduleView(env: MockEnv) {
  const rule = tierRule(currentUser(env).tier);
  return {
    tier: rule.tier,
    frequency: rule.payoutFrequency,
    minimumClaim: minimumClaimUsdt,
    nextAutoPayoutAt: nextAutoPayoutAt(env),
  };
}

type Cell = string | number | boolean | null | undefined;

/**
 * The CSV downloads: one row per stored row, in the columns the contract names (`exportColumns`,
 * in its order); each export says how a row fills every one of them.
 */
function csvOf<T, P extends keyof typeof exportColumns>(
  path: P,
  rows: readonly T[],
  cells: Record<(typeof exportColumns)[P][number], (row: T) => Cell>,
): string {
  const columns: readonly (typeof exportColumns)[P][number][] = exportColumns[path];
  return toCsv(
    rows,
    columns.map((header) => ({ header, value: cells[header] })),
  );
}

export const accrualsCsv = (rows: readonly Row<'accrual'>[]) =>
  csvOf('/api/exports/accruals.csv', rows, {
    id: (row) => row.id,
    date: (row) => toIso(row.accrualAt),
    exchange: (row) => row.exchangeId,
    gross_usdt: (row) => row.gross,
    net_usdt: (row) => row.net,
    status: (row) => row.status,
  });

export const reconciliationsCsv = (rows: readonly Row<'reconciliation'>[]) =>
  csvOf('/api/exports/reconciliations.csv', rows, {
    id: (row) => row.id,
    timestamp: (row) => toIso(row.timestamp),
    state: (row) => row.state,
    source: (row) => row.sourceLabel,
    exchange: (row) => row.exchangeId,
    amount_usdt: (row) => row.amount,
    tx_hash: (row) => row.txHash ?? 'Pending',
  });

export const payoutsCsv = (rows: readonly Row<'payout'>[], lang: Language) =>
  csvOf('/api/exports/payouts.csv', rows, {
    id: (row) => row.id,
    timestamp: (row) => toIso(row.timestamp),
    amount_usdt: (row) => row.amountUSDT,
    tx_hash: (row) => (row.status === 'PROCESSING' ? 'Pending' : row.txId),
    note: (row) => payoutNote(row, lang),
    status: (row) => row.status,
  });
