import type { MockEnv } from '../../mock-env';
import { dayRange } from '@/domain/time';
import type { NewRow } from '../../db';
import { addMoney } from '@octoss/contract/money';
import { newestFirst, rowsWhere } from '../../shared/paging';
import { currentUser } from '../app';
import { appendLeaves } from './ledger-append';
import { ledgerNow } from './ledger-clock';
import { committedFieldsOf } from './ledger-leaf';
import { recordToTamper } from './tamper';

/** The platform's public proof figures (the landing page's and the profiles' median claim time). */
export function proofMetrics(env: MockEnv) {
  return env.db.proofMetrics.findFirst({ where: { id: { equals: 'current' } } });
}

/** Reconciliation records of the trader's money movements, and their disputes. */

export type DayPeriod = { from?: string; to?: string; tz?: string };

/**
 * The user's records in a period of the reader's days, newest first. With the `record` tamper
 * switch on, one record of a closed week is answered with 1.00 more (tamper.ts): lists, the
 * summary, the dashboard and exports all read records here.
 */
export function reconciliationsOf(env: MockEnv, { from, to, tz }: DayPeriod = {}) {
  const user = currentUser(env);
  const { start, end } = dayRange(from, to, tz);
  const own = rowsWhere(env.db.reconciliation, (row) => row.userId === user.id);
  const rows = newestFirst(
    own.filter((row) => row.timestamp >= start && row.timestamp < end),
    (row) => row.timestamp,
  );
  if (env.faults.tamper !== 'record') return rows;
  const tampered = recordToTamper(env, own);
  return rows.map((row) => (row.id === tampered ? { ...row, amount: addMoney(row.amount, 1) } : row));
}

/** Everyone's records of one user (a public profile reads another trader's), newest first. */
export function reconciliationsOfUser(env: MockEnv, userId: string) {
  return newestFirst(env.db.reconciliation.findMany({ where: { userId: { equals: userId } } }), (row) => row.timestamp);
}

/** The ids of every record of the user (the ledger's bundles are made per record). */
export function ownRecordIds(env: MockEnv): string[] {
  const user = currentUser(env);
  return rowsWhere(env.db.reconciliation, (row) => row.userId === user.id).map((row) => row.id);
}

export function ownReconciliation(env: MockEnv, id: string) {
  const userId = currentUser(env).id;
  // A plain scan: @mswjs/data's findFirst compiles its query per row (about 10 ms over 10,000 rows).
  return env.db.reconciliation.getAll().find((row) => row.id === id && row.userId === userId);
}

/**
 * Every writer of records (claims, simulate-fees) goes through these two: a new record is appended
 * to the ledger's log as leaf rev 0, a change of one as a revision (ledger-append.ts).
 */
export function createReconciliation(env: MockEnv, row: Omit<NewRow<'reconciliation'>, 'id'>) {
  const record = env.db.reconciliation.create({ id: `rec-${crypto.randomUUID()}`, ...row });
  appendLeaves(env.db, [{ fields: committedFieldsOf(record), atMs: ledgerNow(env) }]);
  return record;
}

/** Changes a record (state, tx hash, amount): the table shows the change, the log appends a revision. */
export function updateReconciliation(
  env: MockEnv,
  id: string,
  data: Partial<Pick<NewRow<'reconciliation'>, 'state' | 'txHash' | 'amount'>>,
) {
  const record = env.db.reconciliation.update({ where: { id: { equals: id } }, data });
  if (record) appendLeaves(env.db, [{ fields: committedFieldsOf(record), atMs: ledgerNow(env) }]);
  return record;
}

/** The ids of the records that are disputed. */
export function disputedIds(env: MockEnv): Set<string> {
  return new Set(env.db.dispute.getAll().map((dispute) => dispute.reconciliationId));
}

export function disputeOf(env: MockEnv, reconciliationId: string) {
  return env.db.dispute.findFirst({ where: { reconciliationId: { equals: reconciliationId } } });
}

export function createDispute(env: MockEnv, row: Omit<NewRow<'dispute'>, 'id'>) {
  return env.db.dispute.create({ id: `dsp-${crypto.randomUUID()}`, ...row });
}
