/**
 * `npx tsx tests/bench/ledger-tree.ts [leaves]`: how fast the incremental tree of ledger/ is at the
 * size of a demo log (20,000 leaves by default): appends, roots and proofs at earlier sizes, and
 * the from-scratch root for comparison. A measurement to read, not a test: nothing here asserts.
 */
import {
  IncrementalTree,
  fromHex,
  leafValue,
  ownerTag,
  sumCombiner,
  sumTree,
  type Leaf,
  type TreeValue,
} from '../../ledger/index.ts';

const count = Number(process.argv[2] ?? 20_000);
const ownerKey = fromHex('11'.repeat(32));

/** A deterministic PRNG, so runs pick the same indexes. */
let state = 42;
const random = () => {
  state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
  return state / 2 ** 31;
};
const below = (n: number) => Math.floor(random() * n);

function leafAt(seq: number): Leaf {
  const amount = below(200_000) - 50_000;
  const recordId = `rec-${seq}`;
  return {
    v: 1,
    seq,
    period: '2026-W47',
    recordId,
    rev: 0,
    prev: null,
    owner: ownerTag(ownerKey, recordId),
    exchange: 'binance',
    source: amount < 0 ? 'PAYOUT_CLAIMED' : 'EXCHANGE_PAID',
    state: 'MATCHED',
    amountCents: amount,
    deltaCents: amount,
    txHash: '0x' + 'ab'.repeat(32),
    at: '2026-11-17T09:00:00.000Z',
  };
}

function time<T>(run: () => T): [T, number] {
  const start = performance.now();
  const result = run();
  return [result, performance.now() - start];
}

function average(label: string, times: number, run: () => unknown): void {
  const [, ms] = time(() => {
    for (let index = 0; index < times; index += 1) run();
  });
  console.log(`${label.padEnd(48)} ${((ms / times) * 1000).toFixed(1).padStart(8)} µs each (${times} runs)`);
}

const [leaves, makeMs] = time(() => Array.from({ length: count }, (_, seq) => leafAt(seq)));
const [values, valueMs] = time(() => leaves.map(leafValue));
const tree = new IncrementalTree(sumCombiner);
const [, appendMs] = time(() => values.forEach((value) => tree.append(value)));

console.log(`${count} leaves`);
console.log(`${'make leaves (owner tag HMAC)'.padEnd(48)} ${makeMs.toFixed(0).padStart(8)} ms`);
console.log(`${'leaf values (canonical JSON + SHA-256)'.padEnd(48)} ${valueMs.toFixed(0).padStart(8)} ms`);
console.log(
  `${'append all to the incremental tree'.padEnd(48)} ${appendMs.toFixed(0).padStart(8)} ms (${((appendMs / count) * 1000).toFixed(1)} µs a leaf)`,
);
const [, scratchMs] = time(() => sumTree.rootOf(values as TreeValue[]));
console.log(`${'root from scratch (sumTree.rootOf), for scale'.padEnd(48)} ${scratchMs.toFixed(0).padStart(8)} ms`);

average('root at the current size', 200, () => tree.root());
average('root at a random earlier size', 200, () => tree.root(1 + below(count)));
average('inclusion proof, random leaf, current size', 500, () => tree.inclusionProof(below(count)));
average('inclusion proof, random leaf and earlier size', 500, () => {
  const size = 1 + below(count);
  return tree.inclusionProof(below(size), size);
});
average('consistency proof, random sizes', 500, () => {
  const to = 1 + below(count);
  return tree.consistencyProof(1 + below(to), to);
});
const index = below(count);
const path = tree.inclusionProof(index);
average('verify an inclusion proof (rootFromInclusion)', 500, () =>
  sumTree.rootFromInclusion(tree.leaf(index), index, count, path),
);
