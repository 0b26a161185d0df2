/**
 * A small ledger for the tests: two closed weeks of leaves (one trader's, others' and a revision),
 * signed checkpoints, and a bundle made the way the API makes it.
 */
import {
  IncrementalTree,
  checkpointText,
  fromHex,
  leafValue,
  makeSigner,
  ownerTag,
  signCheckpoint,
  sumCombiner,
  toHex,
  valueToJson,
  type Leaf,
  type ProofBundle,
  type TreeValue,
} from '../../../ledger/index.ts';

export const ownerKeyHex = '11'.repeat(32);
export const otherKeyHex = '22'.repeat(32);
/** A fixed seed, so failures are reproducible. */
export const signer = makeSigner(fromHex('42'.repeat(32)));

export const sampleLeaf: Leaf = {
  v: 1,
  seq: 0,
  period: '2026-W47',
  recordId: 'rec-0001',
  rev: 0,
  prev: null,
  owner: 'ec27cdd6e1c965cb90b8a8ab5c9a3a7ab8c511cb4c3cbf69c35a81b2df22311c',
  exchange: 'binance',
  source: 'EXCHANGE_PAID',
  state: 'MATCHED',
  amountCents: 1234,
  deltaCents: 1234,
  txHash: '0xabababababababababababababababababababababababababababababababab',
  at: '2026-11-17T09:00:00.000Z',
};

export interface Log {
  leaves: Leaf[];
  tree: IncrementalTree<TreeValue>;
  /** Checkpoints by period: size, first seq and signed note. */
  checkpoints: Map<string, { treeSize: number; first: number; note: string }>;
}

interface Entry {
  period: string;
  recordId: string;
  key: string;
  amountCents: number;
  state: string;
}

const WEEK_47: Entry[] = [
  { period: '2026-W47', recordId: 'rec-a', key: ownerKeyHex, amountCents: 1234, state: 'UNMATCHED' },
  { period: '2026-W47', recordId: 'rec-b', key: otherKeyHex, amountCents: 500, state: 'MATCHED' },
  { period: '2026-W47', recordId: 'pay-c', key: otherKeyHex, amountCents: -1500, state: 'MATCHED' },
  { period: '2026-W47', recordId: 'rec-d', key: ownerKeyHex, amountCents: 99, state: 'MATCHED' },
  { period: '2026-W47', recordId: 'rec-e', key: otherKeyHex, amountCents: 2500, state: 'MATCHED' },
];
const WEEK_48: Entry[] = [
  { period: '2026-W48', recordId: 'rec-a', key: ownerKeyHex, amountCents: 1200, state: 'MATCHED' },
  { period: '2026-W48', recordId: 'rec-f', key: otherKeyHex, amountCents: 700, state: 'MATCHED' },
  { period: '2026-W48', recordId: 'pay-g', key: ownerKeyHex, amountCents: -900, state: 'MATCHED' },
];

/** Builds the log; `fork` replaces week 47's last record, as a server showing another history would. */
export function buildLog(fork = false): Log {
  const entries = [...WEEK_47, ...WEEK_48];
  if (fork) entries[4] = { ...WEEK_47[4]!, amountCents: 25 };
  const tree = new IncrementalTree(sumCombiner);
  const leaves: Leaf[] = [];
  const latest = new Map<string, Leaf>();
  const checkpoints: Log['checkpoints'] = new Map();
  const close = (period: string, first: number) => {
    const root = tree.root();
    const text = checkpointText({
      treeSize: tree.size,
      rootHash: root.hash,
      period,
      first,
      credit: root.credit,
      debit: root.debit,
    });
    checkpoints.set(period, { treeSize: tree.size, first, note: signCheckpoint(text, signer) });
  };
  let periodStart = 0;
  entries.forEach((entry, seq) => {
    if (seq > 0 && entries[seq - 1]?.period !== entry.period) {
      close(entries[seq - 1]!.period, periodStart);
      periodStart = seq;
    }
    const before = latest.get(entry.recordId);
    const leaf: Leaf = {
      v: 1,
      seq,
      period: entry.period,
      recordId: entry.recordId,
      rev: before ? before.rev + 1 : 0,
      prev: before ? toHex(leafValue(before).hash) : null,
      owner: ownerTag(fromHex(entry.key, 32), entry.recordId),
      exchange: 'bybit',
      source: entry.amountCents < 0 ? 'PAYOUT_CLAIMED' : 'EXCHANGE_PAID',
      state: entry.state,
      amountCents: entry.amountCents,
      deltaCents: entry.amountCents - (before?.amountCents ?? 0),
      txHash: entry.state === 'MATCHED' ? '0x' + (seq + 10).toString(16).padStart(2, '0').repeat(32) : null,
      at: new Date(Date.parse('2026-11-17T09:00:00.000Z') + seq * 86_400_000).toISOString(),
    };
    leaves.push(leaf);
    latest.set(entry.recordId, leaf);
    tree.append(leafValue(leaf));
  });
  close(entries[entries.length - 1]!.period, periodStart);
  return { leaves, tree, checkpoints };
}

/** The bundle of leaf `index` at the checkpoint of `period`, as the API serves it. */
export function bundleFor(log: Log, index: number, period: string): ProofBundle {
  const checkpoint = log.checkpoints.get(period);
  const leaf = log.leaves[index];
  if (!checkpoint || !leaf) throw new Error(`no leaf ${index} at ${period}`);
  return {
    format: 'octoss-proof/1',
    leaf,
    leafIndex: index,
    treeSize: checkpoint.treeSize,
    path: log.tree.inclusionProof(index, checkpoint.treeSize).map(valueToJson),
    checkpoint: {
      period,
      treeSize: checkpoint.treeSize,
      root: valueToJson(log.tree.root(checkpoint.treeSize)),
      note: checkpoint.note,
    },
    revisions: log.leaves
      .filter((other) => other.recordId === leaf.recordId && other.seq !== index)
      .map((other) => other.seq),
  };
}

/** What the browser kept of a checkpoint, with the proof from it to a later size. */
export function lastSeenOf(log: Log, period: string, proofFrom: Log, toSize: number) {
  const checkpoint = log.checkpoints.get(period);
  if (!checkpoint) throw new Error(`no checkpoint ${period}`);
  return {
    treeSize: checkpoint.treeSize,
    root: valueToJson(log.tree.root(checkpoint.treeSize)),
    proof: proofFrom.tree.consistencyProof(checkpoint.treeSize, toSize).map(valueToJson),
  };
}
