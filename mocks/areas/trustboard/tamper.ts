import { IncrementalTree, leafValue, sumCombiner, type Leaf, type TreeValue } from '../../../ledger/index.ts';
import type { Row } from '../../db';
import type { MockEnv } from '../../mock-env';
import { currentUser } from '../app';
import { logOf, type LogCache, type TamperedLog } from './ledger-cache';
import { lastClosedWeek } from './ledger-clock';
import { signedNote, type ServedCheckpoint } from './ledger-checkpoints';
import { withOtherAmount } from './ledger-leaf';

/**
 * Tampering you can see (the fault switch `?mockTamper=`, `MOCK_TAMPER=`, `X-Mock-Tamper:`): each
 * kind changes answers, never the stored data.
 * - `record`: the caller's newest record in a closed week is listed with 1.00 more, its leaf as it
 *   was: Verify fails at "the leaf matches the row".
 * - `leaf`: a leaf of another trader in the latest closed week is read with 1.00 more when bundles
 *   and leaf values are built, the published checkpoints as they were: Verify fails at "root".
 * - `fork`: the same change to a leaf of an older closed week, and every checkpoint from there on
 *   recomputed and signed anew: a second history. Verify fails at "consistency" with a checkpoint
 *   seen before, and at "published-root" with a root published to others.
 */

/** How much a tampered amount differs, in cents. */
export const tamperCents = 100;

/**
 * The record the `record` switch lists otherwise: of the caller's records (`rows`), the newest
 * whose every leaf is in a closed week.
 */
export function recordToTamper(env: MockEnv, rows: readonly Row<'reconciliation'>[]): string | undefined {
  const log = logOf(env.db);
  const closed = lastClosedWeek(env);
  let target: Row<'reconciliation'> | undefined;
  for (const row of rows) {
    const last = log.byRecord.get(row.id)?.at(-1);
    if (last === undefined || log.leaves[last]!.period > closed) continue;
    if (!target || row.timestamp > target.timestamp) target = row;
  }
  return target?.id;
}

/** A leaf of week `period` to tamper with: another trader's if there is one (`pick` chooses among them), else any. */
function leafToTamper(env: MockEnv, log: LogCache, checkpoint: ServedCheckpoint, pick: 'first' | 'last') {
  const seqs = Array.from({ length: checkpoint.treeSize - checkpoint.first }, (_, index) => checkpoint.first + index);
  const userId = currentUser(env).id;
  const others = seqs.filter((seq) => log.rows[seq]!.userId !== userId);
  const candidates = others.length > 0 ? others : seqs;
  return pick === 'first' ? candidates[0] : candidates.at(-1);
}

/** The log with leaf `seq` read with another amount: its tree over every leaf, made once per log state. */
function tamperedLog(log: LogCache, kind: string, seq: number): TamperedLog {
  const key = `${kind}:${seq}`;
  const known = log.tampered.get(key);
  if (known) return known;
  const leaf = withOtherAmount(log.leaves[seq]!, tamperCents);
  const tree = new IncrementalTree(sumCombiner);
  for (let index = 0; index < log.leaves.length; index += 1)
    tree.append(index === seq ? leafValue(leaf) : log.tree.leaf(index));
  const made: TamperedLog = { seq, leaf, tree, notes: new Map() };
  log.tampered.set(key, made);
  return made;
}

/** The log as one reader is served it: its leaves, tree, record index and published checkpoints. */
export type LedgerView = {
  leaf(seq: number): Leaf;
  /** The tree bundles and leaf values are read from. */
  tree: IncrementalTree<TreeValue>;
  /** The tree consistency proofs are read from: the honest one, unless the history is forked. */
  historyTree: IncrementalTree<TreeValue>;
  byRecord: Map<string, number[]>;
  /** Every leaf appended so far (the open week's too). */
  size: number;
  /** Published checkpoints, oldest first. */
  checkpoints: ServedCheckpoint[];
  /** The stored leaf rows (whose trader each leaf is). */
  rows: readonly Row<'ledgerLeaf'>[];
};

function honestView(log: LogCache, checkpoints: ServedCheckpoint[]): LedgerView {
  return {
    leaf: (seq) => log.leaves[seq]!,
    tree: log.tree,
    historyTree: log.tree,
    byRecord: log.byRecord,
    size: log.leaves.length,
    checkpoints,
    rows: log.rows,
  };
}

/** The view a tamper switch serves (the honest one when it has nothing to tamper with). */
export function tamperedView(env: MockEnv, log: LogCache, checkpoints: ServedCheckpoint[]): LedgerView {
  const honest = honestView(log, checkpoints);
  const kind = env.faults.tamper;
  if (kind !== 'leaf' && kind !== 'fork') return honest;
  const withLeaves = checkpoints.filter((checkpoint) => checkpoint.treeSize > checkpoint.first);
  // leaf: the latest closed week with leaves; fork: the one before it, so the last honest checkpoint differs.
  const week = kind === 'leaf' ? withLeaves.at(-1) : (withLeaves.at(-2) ?? withLeaves.at(-1));
  if (!week) return honest;
  const seq = leafToTamper(env, log, week, kind === 'leaf' ? 'last' : 'first');
  if (seq === undefined) return honest;
  const tampered = tamperedLog(log, kind, seq);
  const view: LedgerView = {
    ...honest,
    leaf: (index) => (index === seq ? tampered.leaf : log.leaves[index]!),
    tree: tampered.tree,
  };
  if (kind === 'leaf') return view;
  // A fork: every checkpoint that holds the changed leaf is computed again and signed with the same key.
  const forked = checkpoints.map((checkpoint) => {
    if (checkpoint.treeSize <= seq) return checkpoint;
    const root = tampered.tree.root(checkpoint.treeSize);
    let note = tampered.notes.get(checkpoint.period);
    if (!note) {
      note = signedNote(env.db, { ...checkpoint, root });
      tampered.notes.set(checkpoint.period, note);
    }
    return { ...checkpoint, root, note };
  });
  return { ...view, historyTree: tampered.tree, checkpoints: forked };
}
