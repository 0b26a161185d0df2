import type { Reconciliation } from '@octoss/contract/reconciliations';
import type { ProofPeriod } from '@octoss/contract/proof';
import { valueToJson, weekBounds } from '../../../ledger/index.ts';
import type { MockEnv } from '../../mock-env';
import { closeLedgerWeek, type ServedCheckpoint } from './ledger-checkpoints';
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

/** A published checkpoint as `GET /api/proof/periods` lists it; `previous` is the week before (its sums are subtracted). */
export function proofPeriodView(checkpoint: ServedCheckpoint, previous: ServedCheckpoint | undefined): ProofPeriod {
  const { fromMs, toMs } = weekBounds(checkpoint.period);
  return {
    id: checkpoint.period,
    from: toIso(fromMs),
    to: toIso(toMs),
    treeSize: checkpoint.treeSize,
    firstSeq: checkpoint.first,
    leafCount: checkpoint.treeSize - checkpoint.first,
    root: valueToJson(checkpoint.root),
    credit: Number(checkpoint.root.credit - (previous?.root.credit ?? 0n)),
    debit: Number(checkpoint.root.debit - (previous?.root.debit ?? 0n)),
    publishedAt: toIso(checkpoint.publishedAt),
    note: checkpoint.note,
    anchor: null,
  };
}

/** The sandbox's close-week, answered as the period it published. */
export function closedWeekView(env: MockEnv): ProofPeriod {
  const { latest, previous } = closeLedgerWeek(env);
  return proofPeriodView(latest, previous);
}
