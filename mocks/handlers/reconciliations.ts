import { routes } from '@/api/contract/routes';
import { tierRule } from '@/domain/tiers';
import { dayRange, hourMs } from '@/domain/time';
import { reconciliationSortFields, type ReconciliationSortField } from '@/api/contract/reconciliations';
import { byNumber, parseSort, type Sort } from '@/domain/sort';
import type { MockEnv } from '../env';
import { toIso } from '../convert';
import { conflict, notFound } from '../http-error';
import { newestFirst, pageOf, rowsWhere } from '../paging';
import { reconciliationView } from '../views';
import { currentUser } from './session';
import { routeHandler } from './route';
import { errorCodes } from '@/api/errors';

const newestFirstSort: Sort<ReconciliationSortField> = { field: 'timestamp', direction: 'desc' };

type DayPeriod = { from?: string; to?: string; tz?: string };

/** The user's records in a period of the reader's days, newest first. */
export function reconciliationsOf(env: MockEnv, { from, to, tz }: DayPeriod = {}) {
  const user = currentUser(env);
  const { start, end } = dayRange(from, to, tz);
  return newestFirst(rowsWhere(env.db.reconciliation, (row) => row.userId === user.id && row.timestamp >= start && row.timestamp < end), (row) => row.timestamp);
}

export function reconciliationSummary(env: MockEnv, period: DayPeriod = {}) {
  const rows = reconciliationsOf(env, period);
  const count = (state: string) => rows.filter((row) => row.state === state).length;
  const latest = rows[0];
  return {
    counts: { matched: count('MATCHED'), discrepancy: count('DISCREPANCY'), unmatched: count('UNMATCHED') },
    lastTx: latest ? { exchange: latest.exchangeId, amount: latest.amount, txHash: latest.txHash, timestamp: toIso(latest.timestamp) } : null,
  };
}

export const reconciliationsHandlers = (env: MockEnv) => {
  const disputedIds = () => new Set(env.db.dispute.getAll().map((dispute) => dispute.reconciliationId));
  return [
    routeHandler(routes.listReconciliations, env, ({ query }) => {
      const disputed = disputedIds();
      const { field, direction } = parseSort(query.sort, reconciliationSortFields, newestFirstSort);
      const rows = reconciliationsOf(env, query).filter((row) => !query.state || row.state === query.state);
      // Newest first already; any other order is a stable sort of that, so equal keys stay newest first.
      const sorted = field === 'timestamp' && direction === 'desc' ? rows : rows.sort(byNumber((row) => row[field], direction));
      return pageOf(sorted, query, (row) => reconciliationView(row, disputed.has(row.id)));
    }),
    routeHandler(routes.getReconciliationSummary, env, ({ query }) => reconciliationSummary(env, query)),
    routeHandler(routes.createDispute, env, ({ params, body }) => {
      const user = currentUser(env);
      const record = env.db.reconciliation.findFirst({ where: { id: { equals: params.id }, userId: { equals: user.id } } });
      if (!record) throw notFound(`No reconciliation record ${params.id}`);
      if (record.state !== 'DISCREPANCY') throw conflict('Only records in DISCREPANCY can be disputed', errorCodes.notDisputable);
      if (env.db.dispute.findFirst({ where: { reconciliationId: { equals: record.id } } })) throw conflict('This record is already disputed', errorCodes.alreadyDisputed);
      const slaHours = tierRule(user.tier).disputeSlaHours;
      const createdAt = env.now();
      const dispute = env.db.dispute.create({ id: `dsp-${crypto.randomUUID()}`, reconciliationId: record.id, reason: body.reason, createdAt, slaHours });
      return { id: dispute.id, reconciliationId: record.id, reason: dispute.reason, createdAt: toIso(createdAt), respondBy: toIso(createdAt + slaHours * hourMs), slaHours };
    }),
  ];
};
