import type { Reconciliation } from '@octoss/contract/reconciliations';
import { toIso } from '../../shared/convert';
import type { Row } from '../../db';

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

/** The counts by state and the newest record of a list of records (newest first). */
export function reconciliationSummaryView(rows: readonly Row<'reconciliation'>[]) {
  const count = (state: Row<'reconciliation'>['state']) => rows.filter((row) => row.state === state).length;
  const latest = rows[0];
  return {
    counts: { matched: count('MATCHED'), discrepancy: count('DISCREPANCY'), unmatched: count('UNMATCHED') },
    lastTx: latest
      ? {
          exchange: latest.exchangeId,
          amount: latest.amount,
          txHash: latest.txHash,
          timestamp: toIso(latest.timestamp),
        }
      : null,
  };
}
