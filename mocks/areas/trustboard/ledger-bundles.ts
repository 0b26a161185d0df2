import {
  BUNDLE_FORMAT,
  valueToJson,
  type ProofBundle,
  type TreeValue,
  type TreeValueJson,
} from '../../../ledger/index.ts';
import type { MockEnv } from '../../mock-env';
import { logOf } from './ledger-cache';
import { publishClosedWeeks, publishedCheckpoints, type ServedCheckpoint } from './ledger-checkpoints';
import { tamperedView, type LedgerView } from './tamper';

/**
 * Proof bundles (PROOF.md §5): a record's latest revision at a checkpoint, its inclusion path and
 * the signed checkpoint, read from the log as the reader is served it.
 */

/**
 * Tree values in JSON, once per value: a tree keeps its node values, and every path at one size
 * runs along the same border nodes (a trader's whole set shares most of its nodes).
 */
const jsonOfValue = new WeakMap<TreeValue, TreeValueJson>();
function jsonOf(value: TreeValue): TreeValueJson {
  let json = jsonOfValue.get(value);
  if (!json) jsonOfValue.set(value, (json = valueToJson(value)));
  return json;
}

/** The log as this request is served it, after publishing the weeks that closed since the last read. */
export function ledgerView(env: MockEnv): LedgerView {
  publishClosedWeeks(env);
  return tamperedView(env, logOf(env.db), publishedCheckpoints(env.db));
}

/** The checkpoint of a week id or `latest`; undefined when it is not published. */
export function checkpointAt(view: LedgerView, at: string): ServedCheckpoint | undefined {
  return at === 'latest' ? view.checkpoints.at(-1) : view.checkpoints.find((checkpoint) => checkpoint.period === at);
}

/** The record's bundle at `checkpoint`; undefined when the record has no leaf in that tree yet. */
export function bundleOf(view: LedgerView, recordId: string, checkpoint: ServedCheckpoint): ProofBundle | undefined {
  const inTree = (view.byRecord.get(recordId) ?? []).filter((seq) => seq < checkpoint.treeSize);
  const seq = inTree.at(-1);
  if (seq === undefined) return undefined;
  return {
    format: BUNDLE_FORMAT,
    leaf: view.leaf(seq),
    leafIndex: seq,
    treeSize: checkpoint.treeSize,
    path: view.tree.inclusionProof(seq, checkpoint.treeSize).map(jsonOf),
    checkpoint: {
      period: checkpoint.period,
      treeSize: checkpoint.treeSize,
      root: jsonOf(checkpoint.root),
      note: checkpoint.note,
    },
    revisions: inTree.filter((other) => other !== seq),
  };
}

/** The trader's leaves appended after the latest checkpoint (the open week's): proven at the next one. */
export function pendingLeaves(view: LedgerView, userId: string) {
  const from = view.checkpoints.at(-1)?.treeSize ?? 0;
  const pending = [];
  for (let seq = from; seq < view.size; seq += 1) {
    if (view.rows[seq]!.userId !== userId) continue;
    const leaf = view.leaf(seq);
    pending.push({ recordId: leaf.recordId, leafIndex: seq, rev: leaf.rev, period: leaf.period });
  }
  return pending;
}
