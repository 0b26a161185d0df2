import type { Row } from '../../db';
import type { MockEnv } from '../../mock-env';
import { notFound } from '../../shared/http-error';
import { currentUser } from '../app';

/** Exchange settlements and the user's auto-settlement rule. */

export function settlementsOf(env: MockEnv, type?: Row<'settlement'>['type']) {
  return env.db.settlement.findMany({ where: type ? { type: { equals: type } } : {} });
}

export function settlementById(env: MockEnv, id: string) {
  return env.db.settlement.findFirst({ where: { id: { equals: id } } });
}

/** Marks a settlement requested now, with the tx id it will be paid with. */
export function markSettlementRequested(env: MockEnv, id: string, txId: string) {
  const updated = env.db.settlement.update({
    where: { id: { equals: id } },
    data: { status: 'REQUESTED', requestedAt: env.now(), txId },
  });
  if (!updated) throw notFound(`No settlement ${id}`);
  return updated;
}

/** The auto-settlement rule, created off (weekly from 100 USDT) the first time it is asked for. */
export function autoSettlementRule(env: MockEnv) {
  const user = currentUser(env);
  return (
    env.db.autoSettlementRule.findFirst({ where: { userId: { equals: user.id } } }) ??
    env.db.autoSettlementRule.create({
      userId: user.id,
      minAmount: 100,
      cadence: 'WEEKLY',
      customDays: null,
      isEnabled: false,
      updatedAt: env.now(),
    })
  );
}

export function updateAutoSettlementRule(
  env: MockEnv,
  data: Pick<Row<'autoSettlementRule'>, 'minAmount' | 'cadence' | 'customDays' | 'isEnabled'>,
) {
  const rule = autoSettlementRule(env);
  return env.db.autoSettlementRule.update({
    where: { userId: { equals: rule.userId } },
    data: { ...data, updatedAt: env.now() },
  });
}
