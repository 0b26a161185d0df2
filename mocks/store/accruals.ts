import type { NewRow, Row } from '../db';
import type { MockEnv } from '../env';
import { rowsWhere } from '../paging';

/** Payback accruals: what each linked exchange paid the trader. */

/** The user's accruals that pass `keep` (all of them without it). */
export function accrualsOf(env: MockEnv, userId: string, keep: (row: Row<'accrual'>) => boolean = () => true) {
  return rowsWhere(env.db.accrual, (row) => row.userId === userId && keep(row));
}

/** The newest accrual from one exchange, if any. */
export function latestAccrual(env: MockEnv, userId: string, exchangeId: string) {
  return accrualsOf(env, userId, (row) => row.exchangeId === exchangeId).sort((a, b) => b.accrualAt - a.accrualAt)[0];
}

export function createAccrual(env: MockEnv, row: Omit<NewRow<'accrual'>, 'id'>) {
  return env.db.accrual.create({ id: `acc-${crypto.randomUUID()}`, ...row });
}
