import type { Language } from '@/i18n/languages';
import { toIso } from '../convert';
import type { Row } from '../db';
import { toCsv } from './csv';
import { payoutNote } from './payouts';

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
