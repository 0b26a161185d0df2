import { routes } from '@/api/contract/routes';
import { canRequestSettlement, settlementStatusAt } from '../rules/settlements';
import { dayMs } from '@/domain/time';
import { nextRunAfter } from '../rules/schedule';
import type { MockEnv } from '../env';
import { toIso } from '../convert';
import { conflict, notFound } from '../http-error';
import { pageOf } from '../paging';
import { randomTxHash } from '../random';
import { settlementView } from '../views';
import { currentUser } from './session';
import { routeHandler } from './route';
import { errorCodes } from '@/api/errors';

const cadenceDays = { WEEKLY: 7, MONTHLY: 30 } as const;

function ruleView(env: MockEnv) {
  const user = currentUser(env);
  const rule = env.db.autoSettlementRule.findFirst({ where: { userId: { equals: user.id } } }) ?? env.db.autoSettlementRule.create({ userId: user.id, minAmount: 100, cadence: 'WEEKLY', customDays: null, isEnabled: false, updatedAt: env.now() });
  const days = rule.cadence === 'CUSTOM' ? (rule.customDays ?? 7) : cadenceDays[rule.cadence];
  return { minAmount: rule.minAmount, cadence: rule.cadence, customDays: rule.customDays, nextRun: toIso(nextRunAfter(rule.updatedAt, days * dayMs, env.now())), isEnabled: rule.isEnabled };
}

export const settlementsHandlers = (env: MockEnv) => [
  routeHandler(routes.listSettlements, env, ({ query, lang }) => {
    const rows = env.db.settlement.findMany({ where: query.type ? { type: { equals: query.type } } : {} });
    const sorted = [...rows].sort((a, b) => b.periodTo.localeCompare(a.periodTo) || a.id.localeCompare(b.id));
    return pageOf(sorted.map((row) => settlementView(row, env.now(), lang)), query);
  }),
  routeHandler(routes.requestSettlement, env, ({ params, lang }) => {
    const row = env.db.settlement.findFirst({ where: { id: { equals: params.id } } });
    if (!row) throw notFound(`No settlement ${params.id}`);
    const status = settlementStatusAt({ status: row.status, requestedAt: row.requestedAt }, env.now());
    if (!canRequestSettlement({ type: row.type, status })) throw conflict('Only a PENDING special settlement can be requested', errorCodes.notRequestable);
    // The tx id is fixed now, and shown once the status has moved to PAID.
    const updated = env.db.settlement.update({ where: { id: { equals: row.id } }, data: { status: 'REQUESTED', requestedAt: env.now(), txId: randomTxHash() } })!;
    return settlementView(updated, env.now(), lang);
  }),
  routeHandler(routes.getAutoSettlement, env, () => ruleView(env)),
  routeHandler(routes.updateAutoSettlement, env, ({ body }) => {
    const user = currentUser(env);
    ruleView(env);
    env.db.autoSettlementRule.update({ where: { userId: { equals: user.id } }, data: { ...body, customDays: body.cadence === 'CUSTOM' ? body.customDays : null, updatedAt: env.now() } });
    return ruleView(env);
  }),
];
