import type { MockEnv } from '../../env';
import { dayRange } from '@/domain/time';
import type { NewRow } from '../../db';
import { newestFirst, rowsWhere } from '../../shared/paging';
import { currentUser } from '../app';

/** The platform's public proof figures (the landing page's and the profiles' median claim time). */
export function proofMetrics(env: MockEnv) {
  return env.db.proofMetrics.findFirst({ where: { id: { equals: 'current' } } });
}

/** Reconciliation records of the trader's money movements, and their disputes. */

export type DayPeriod = { from?: string; to?: string; tz?: string };

/** The user's records in a period of the reader's days, newest first. */
export function reconciliationsOf(env: MockEnv, { from, to, tz }: DayPeriod = {}) {
  const user = currentUser(env);
  const { start, end } = dayRange(from, to, tz);
  return newestFirst(
    rowsWhere(env.db.reconciliation, (row) => row.userId === user.id && row.timestamp >= start && row.timestamp < end),
    (row) => row.timestamp,
  );
}

/** Everyone's records of one user (a public profile reads another trader's), newest first. */
export function reconciliationsOfUser(env: MockEnv, userId: string) {
  return newestFirst(env.db.reconciliation.findMany({ where: { userId: { equals: userId } } }), (row) => row.timestamp);
}

export function ownReconciliation(env: MockEnv, id: string) {
  return env.db.reconciliation.findFirst({ where: { id: { equals: id }, userId: { equals: currentUser(env).id } } });
}

export function createReconciliation(env: MockEnv, row: Omit<NewRow<'reconciliation'>, 'id'>) {
  return env.db.reconciliation.create({ id: `rec-${crypto.randomUUID()}`, ...row });
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
