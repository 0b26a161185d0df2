import type { Payout } from '@octoss/contract/payouts';
import { minimumClaimUsdt } from '@octoss/contract/money';
import { tierRule, payoutPeriodDays } from '../value-zone';
import { dayMs } from '@/domain/time';
import type { Language } from '@/i18n/languages';
import { toIso, toIsoOrNull } from '../../shared/convert';
import type { Row } from '../../db';
import type { MockEnv } from '../../mock-env';
import { entryOf } from '../../shared/localize';
import { payoutGasEstimate } from './rules';
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
    gasEstimate: payoutGasEstimate[network],
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

/** The CSV downloads: one row per stored row, columns as the export's documentation names them. */

export const accrualsCsv = (rows: readonly Row<'accrual'>[]) =>
  toCsv(rows, [
    { header: 'id', value: (row) => row.id },
    { header: 'date', value: (row) => toIso(row.accrualAt) },
    { header: 'exchange', value: (row) => row.exchangeId },
    { header: 'gross_usdt', value: (row) => row.gross },
    { header: 'net_usdt', value: (row) => row.net },
    { header: 'status', value: (row) => row.status },
  ]);

export const reconciliationsCsv = (rows: readonly Row<'reconciliation'>[]) =>
  toCsv(rows, [
    { header: 'id', value: (row) => row.id },
    { header: 'timestamp', value: (row) => toIso(row.timestamp) },
    { header: 'state', value: (row) => row.state },
    { header: 'source', value: (row) => row.sourceLabel },
    { header: 'exchange', value: (row) => row.exchangeId },
    { header: 'amount_usdt', value: (row) => row.amount },
    { header: 'tx_hash', value: (row) => row.txHash ?? 'Pending' },
  ]);

export const payoutsCsv = (rows: readonly Row<'payout'>[], lang: Language) =>
  toCsv(rows, [
    { header: 'id', value: (row) => row.id },
    { header: 'timestamp', value: (row) => toIso(row.timestamp) },
    { header: 'amount_usdt', value: (row) => row.amountUSDT },
    { header: 'tx_hash', value: (row) => (row.status === 'PROCESSING' ? 'Pending' : row.txId) },
    { header: 'note', value: (row) => payoutNote(row, lang) },
    { header: 'status', value: (row) => row.status },
  ]);
