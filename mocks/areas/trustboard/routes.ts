import { badRequest, conflict, notFound } from '../../shared/http-error';
import { implement } from '../../http/implement';
import {
  proofMetrics,
  createDispute,
  disputedIds,
  disputeOf,
  ownReconciliation,
  ownRecordIds,
  reconciliationsOf,
} from './store';
import { reconciliationSortFields, type ReconciliationSortField } from '@octoss/contract/reconciliations';
import { errorCodes } from '@octoss/contract/errors';
import { byNumber, parseSort, type Sort } from '@/domain/sort';
import { tierRule } from '../value-zone';
import { hourMs } from '@/domain/time';
import { toIso } from '../../shared/convert';
import { pageOf } from '../../shared/paging';
import { currentUser } from '../app';
import { proofPeriodView, reconciliationSummaryView, reconciliationView } from './views';
import { maxProofLeavesPage, proofBundleSetFormat, proofOrigin } from '@octoss/contract/proof';
import { valueToJson } from '../../../ledger/index.ts';
import { bundleOf, checkpointAt, ledgerView, pendingLeaves } from './ledger-bundles';
import { logOf } from './ledger-cache';
import { signerOf } from './ledger-checkpoints';
import { fingerprintOf, ownerKeyStatus, registerKey } from './owner-keys';

export const proof = implement('proof', {
  getProofMetrics: ({ env }) => {
    const metrics = proofMetrics(env);
    if (!metrics) throw notFound('No proof metrics in this data set');
    const { reconciliationsThisWeek, medianClaimTimeSeconds, discrepancyRate } = metrics;
    return { reconciliationsThisWeek, medianClaimTimeSeconds, discrepancyRate };
  },
  listProofPeriods: ({ env, query }) => {
    const { checkpoints } = ledgerView(env);
    const newestFirst = checkpoints.map((_, index) => checkpoints.length - 1 - index);
    return pageOf(newestFirst, query, (index) => proofPeriodView(checkpoints[index]!, checkpoints[index - 1]));
  },
  getProofPeriod: ({ env, params }) => {
    const view = ledgerView(env);
    const checkpoint = checkpointAt(view, params.id);
    if (!checkpoint) throw notFound(`No published checkpoint ${params.id}`);
    return proofPeriodView(checkpoint, view.checkpoints[view.checkpoints.indexOf(checkpoint) - 1]);
  },
  getProofConsistency: ({ env, query }) => {
    const { checkpoints, historyTree } = ledgerView(env);
    const latest = checkpoints.at(-1)?.treeSize ?? 0;
    const to = query.to ?? latest;
    // By default, from the last earlier checkpoint that has leaves: what last week's reader saw.
    const from =
      query.from ??
      checkpoints.findLast((checkpoint) => checkpoint.treeSize > 0 && checkpoint.treeSize < to)?.treeSize ??
      to;
    if (to > latest)
      throw badRequest(`The latest published tree size is ${latest}`, {
        to: [`At most ${latest}, the latest published tree size`],
      });
    if (from < 1) throw badRequest('No published tree to prove from', { from: ['At least 1'] });
    return { from, to, proof: from === to ? [] : historyTree.consistencyProof(from, to).map(valueToJson) };
  },
  listProofLeaves: ({ env, query }) => {
    const { checkpoints, tree } = ledgerView(env);
    const published = checkpoints.at(-1)?.treeSize ?? 0;
    if (query.start > published)
      throw badRequest(`The latest published tree size is ${published}`, {
        start: [`At most ${published}, the latest published tree size`],
      });
    const end = Math.min(query.end ?? query.start + maxProofLeavesPage, published);
    const items = [];
    for (let seq = query.start; seq < end; seq += 1) items.push({ seq, value: valueToJson(tree.leaf(seq)) });
    return { start: query.start, end, items };
  },
  getProofKey: ({ env }) => ({ origin: proofOrigin, vkey: signerOf(env.db).vkey, demo: true, anchor: null }),
  getProofBundle: ({ env, params, query }) => {
    // Another trader's record answers as one that does not exist: the proof leaks no record's existence.
    const record = ownReconciliation(env, params.recordId);
    if (!record) throw notFound(`No reconciliation record ${params.recordId}`);
    const view = ledgerView(env);
    const checkpoint = checkpointAt(view, query.at);
    if (!checkpoint) throw notFound(`No published checkpoint ${query.at}`);
    const bundle = bundleOf(view, record.id, checkpoint);
    if (!bundle)
      throw conflict(
        `Record ${record.id} has no leaf at checkpoint ${checkpoint.period} yet: it is proven at the next checkpoint`,
        errorCodes.notCheckpointed,
      );
    return bundle;
  },
  getMyProofs: ({ env, query }) => {
    const view = ledgerView(env);
    const user = currentUser(env);
    const checkpoint = checkpointAt(view, query.period);
    if (!checkpoint && query.period !== 'latest') throw notFound(`No published checkpoint ${query.period}`);
    const bundles = checkpoint
      ? ownRecordIds(env)
          .map((id) => bundleOf(view, id, checkpoint))
          .filter((bundle) => bundle !== undefined)
          .sort((a, b) => a.leafIndex - b.leafIndex)
      : [];
    return {
      format: proofBundleSetFormat,
      period: checkpoint?.period ?? null,
      bundles,
      pending: pendingLeaves(view, user.id),
      ownerKey: ownerKeyStatus(env.db, user.id),
    };
  },
  registerOwnerKey: ({ env, body }) => {
    const user = currentUser(env);
    const at = env.now();
    const fromSeq = logOf(env.db).leaves.length;
    const registered = registerKey(env.db, user.id, body.ownerKey, at, fromSeq);
    if (!registered)
      throw conflict(
        'Your owner key is registered already: it is set once (import it on another device)',
        errorCodes.ownerKeySet,
      );
    return { fingerprint: fingerprintOf(registered.keyHex), registeredAt: toIso(at), fromSeq };
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
