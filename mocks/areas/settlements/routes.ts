import { errorCodes } from '@octoss/contract/errors';
import { conflict, notFound } from '../../shared/http-error';
import { implement } from '../../http/implement';
import { pageOf } from '../../shared/paging';
import { randomTxHash } from '../../shared/random';
import { canRequestSettlement, settlementStatusAt } from './rules';
import {
  autoSettlementRule,
  markSettlementRequested,
  settlementById,
  settlementsOf,
  updateAutoSettlementRule,
} from './store';
import { autoSettlementView, settlementView } from './views';

export const settlements = implement('settlements', {
  listSettlements: ({ env, query, lang }) => {
    const sorted = [...settlementsOf(env, query.type)].sort(
      (a, b) => b.periodTo.localeCompare(a.periodTo) || a.id.localeCompare(b.id),
    );
    return pageOf(
      sorted.map((row) => settlementView(row, env.now(), lang)),
      query,
    );
  },
  requestSettlement: ({ env, params, lang }) => {
    const row = settlementById(env, params.id);
    if (!row) throw notFound(`No settlement ${params.id}`);
    const status = settlementStatusAt({ status: row.status, requestedAt: row.requestedAt }, env.now());
    if (!canRequestSettlement({ type: row.type, status }))
      throw conflict('Only a PENDING special settlement can be requested', errorCodes.notRequestable);
    // The tx id is fixed now, and shown once the status has moved to PAID.
    return settlementView(markSettlementRequested(env, row.id, randomTxHash()), env.now(), lang);
  },
  getAutoSettlement: ({ env }) => autoSettlementView(autoSettlementRule(env), env.now()),
  updateAutoSettlement: ({ env, body }) => {
    updateAutoSettlementRule(env, { ...body, customDays: body.cadence === 'CUSTOM' ? body.customDays : null });
    return autoSettlementView(autoSettlementRule(env), env.now());
  },
});
