import { notFound, conflict } from '../../shared/http-error';
import { implement } from '../../http/implement';
import { proofMetrics, createDispute, disputedIds, disputeOf, ownReconciliation, reconciliationsOf } from './store';
import { reconciliationSortFields, type ReconciliationSortField } from '@octoss/contract/reconciliations';
import { errorCodes } from '@octoss/contract/errors';
import { byNumber, parseSort, type Sort } from '@/domain/sort';
import { tierRule } from '../value-zone';
import { hourMs } from '@/domain/time';
import { toIso } from '../../shared/convert';
import { pageOf } from '../../shared/paging';
import { currentUser } from '../app';
import { reconciliationSummaryView, reconciliationView } from './views';

export const proof = implement('proof', {
  getProofMetrics: ({ env }) => {
    const metrics = proofMetrics(env);
    if (!metrics) throw notFound('No proof metrics in this data set');
    const { reconciliationsThisWeek, medianClaimTimeSeconds, discrepancyRate } = metrics;
    return { reconciliationsThisWeek, medianClaimTimeSeconds, discrepancyRate };
  },
});

const newestFirstSort: Sort<ReconciliationSortField> = { field: 'timestamp', direction: 'desc' };

export const reconciliations = implement('reconciliations', {
  listReconciliations: ({ env, query }) => {
    const disputed = disputedIds(env);
    const { field, direction } = parseSort(query.sort, reconciliationSortFields, newestFirstSort);
    const rows = reconciliationsOf(env, query).filter((row) => !query.state || row.state === query.state);
    // Newest first already; any other order is a stable sort of that, so equal keys stay newest first.
    const sorted =
      field === 'timestamp' && direction === 'desc' ? rows : rows.sort(byNumber((row) => row[field], direction));
    return pageOf(sorted, query, (row) => reconciliationView(row, disputed.has(row.id)));
  },
  getReconciliationSummary: ({ env, query }) => reconciliationSummaryView(reconciliationsOf(env, query)),
  createDispute: ({ env, params, body }) => {
    const record = ownReconciliation(env, params.id);
    if (!record) throw notFound(`No reconciliation record ${params.id}`);
    if (record.state !== 'DISCREPANCY')
      throw conflict('Only records in DISCREPANCY can be disputed', errorCodes.notDisputable);
    if (disputeOf(env, record.id)) throw conflict('This record is already disputed', errorCodes.alreadyDisputed);
    const slaHours = tierRule(currentUser(env).tier).disputeSlaHours;
    const createdAt = env.now();
    const dispute = createDispute(env, { reconciliationId: record.id, reason: body.reason, createdAt, slaHours });
    return {
      id: dispute.id,
      reconciliationId: record.id,
      reason: dispute.reason,
      createdAt: toIso(createdAt),
      respondBy: toIso(createdAt + slaHours * hourMs),
      slaHours,
    };
  },
});
