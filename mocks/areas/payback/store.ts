import type { NewRow, Row } from '../../db';
import type { MockEnv } from '../../mock-env';
import { rowsWhere } from '../../shared/paging';

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

/** The exchange accounts (UIDs) a trader linked. */

export function uidLinksOf(env: MockEnv, userId: string) {
  return env.db.uidLink.findMany({ where: { userId: { equals: userId } } });
}

export function createUidLink(env: MockEnv, link: { userId: string; exchangeId: string; uid: string }) {
  return env.db.uidLink.create({ id: `link-${crypto.randomUUID()}`, ...link, createdAt: env.now() });
}

/** The lists everyone reads alike: exchanges, deal programs, market products, FAQ, AI assistants. */

export function allExchanges(env: MockEnv) {
  return env.db.exchange.getAll();
}

export function exchangeById(env: MockEnv, id: string) {
  return env.db.exchange.findFirst({ where: { id: { equals: id } } });
}

export function exchangeCount(env: MockEnv): number {
  return env.db.exchange.count();
}
