// @vitest-environment node
/**
 * Every inclusion and consistency proof of every tree up to 64 leaves verifies against a root
 * computed by brute force from the RFC's definition, and every kind of tampering fails.
 */
import { describe, expect, it } from 'vitest';
import {
  IncrementalTree,
  SUM_LIMIT,
  describeValue,
  emptyTree,
  interiorNode,
  leafNode,
  sumCombiner,
  sumTree,
  utf8,
  valuesEqual,
  type TreeValue,
} from '../../../ledger/index.ts';

const MAX = 64;

/** Deltas that go both ways, some zero. */
const delta = (index: number) => ((index * 7919) % 2001) - 1000;
const leaves = Array.from({ length: MAX }, (_, index) => leafNode(utf8(`leaf ${index}`), delta(index)));

/** MTH straight from RFC 9162 §2.1.1, with slices: independent of the library's range code. */
function bruteRoot(values: readonly TreeValue[]): TreeValue {
  if (values.length === 0) return emptyTree();
  if (values.length === 1) return values[0] as TreeValue;
  let k = 1;
  while (k * 2 < values.length) k *= 2;
  return interiorNode(bruteRoot(values.slice(0, k)), bruteRoot(values.slice(k)));
}

const roots = Array.from({ length: MAX + 1 }, (_, size) => bruteRoot(leaves.slice(0, size)));
const rootAt = (size: number) => roots[size] as TreeValue;
const leafAt = (index: number) => leaves[index] as TreeValue;
/** A proof as one string: comparing strings is much cheaper than deep-comparing byte arrays. */
const text = (proof: readonly TreeValue[]) => proof.map(describeValue).join(',');

function flipByte(value: TreeValue, at: number): TreeValue {
  const hash = value.hash.slice();
  hash[at % 32] = (hash[at % 32] ?? 0) ^ 0x01;
  return { ...value, hash };
}

/** The ways to spoil a proof of at least one node. */
function tamperings(proof: readonly TreeValue[], seed: number): [string, TreeValue[]][] {
  const at = seed % proof.length;
  const node = proof[at] as TreeValue;
  const replaced = (value: TreeValue) => proof.map((original, index) => (index === at ? value : original));
  return [
    ['one byte flipped', replaced(flipByte(node, seed))],
    ['a credit changed', replaced({ ...node, credit: node.credit + 1n })],
    ['a debit changed', replaced({ ...node, debit: node.debit === 0n ? 1n : node.debit - 1n })],
    ['a node removed', proof.filter((_, index) => index !== at)],
    ['a node added', [...proof, leafAt(seed % MAX)]],
  ];
}

describe('the sum tree against brute force, sizes 1 to 64', () => {
  it('the root of every size equals the brute-force root', () => {
    for (let size = 0; size <= MAX; size += 1)
      expect(valuesEqual(sumTree.rootOf(leaves.slice(0, size)), rootAt(size))).toBe(true);
  });

  it('every inclusion proof verifies, and every tampering fails', () => {
    for (let size = 1; size <= MAX; size += 1) {
      for (let index = 0; index < size; index += 1) {
        const path = sumTree.inclusionProof(leaves, index, size);
        const result = sumTree.rootFromInclusion(leafAt(index), index, size, path);
        expect(result.ok && valuesEqual(result.root, rootAt(size)), `leaf ${index} of ${size}`).toBe(true);
        expect(result.steps).toHaveLength(path.length);

        const provesRoot = (proof: readonly TreeValue[], at = index) => {
          const outcome = sumTree.rootFromInclusion(leafAt(index), at, size, proof);
          return outcome.ok && valuesEqual(outcome.root, rootAt(size));
        };
        if (path.length > 0)
          for (const [what, spoiled] of tamperings(path, size + index))
            expect(provesRoot(spoiled), `${what}: leaf ${index} of ${size}`).toBe(false);
        if (index + 1 < size) expect(provesRoot(path, index + 1), `index + 1: ${index} of ${size}`).toBe(false);
        if (index > 0) expect(provesRoot(path, index - 1), `index - 1: ${index} of ${size}`).toBe(false);
        expect(provesRoot(path, size)).toBe(false);
      }
    }
  });

  it('every consistency proof verifies, and every tampering fails', () => {
    for (let to = 1; to <= MAX; to += 1) {
      for (let from = 1; from <= to; from += 1) {
        const proof = sumTree.consistencyProof(leaves, from, to);
        const check = (nodes: readonly TreeValue[], m = from, n = to) =>
          sumTree.verifyConsistency(m, n, rootAt(m), rootAt(n), nodes).ok;
        expect(check(proof), `${from} → ${to}`).toBe(true);
        if (from === to) expect(proof).toEqual([]);
        if (proof.length > 0)
          for (const [what, spoiled] of tamperings(proof, from + to))
            expect(check(spoiled), `${what}: ${from} → ${to}`).toBe(false);
        else expect(check([leafAt(0)]), `a node added: ${from} → ${to}`).toBe(false);
        // The proof against a wrong old root (another log) fails.
        expect(sumTree.verifyConsistency(from, to, flipByte(rootAt(from), 3), rootAt(to), proof).ok).toBe(false);
        if (from > 1) {
          const wrongFrom = from - 1;
          expect(sumTree.verifyConsistency(wrongFrom, to, rootAt(from), rootAt(to), proof).ok).toBe(false);
        }
      }
    }
  });

  it('the incremental tree gives the same roots and proofs at every earlier size', () => {
    const tree = new IncrementalTree(sumCombiner);
    leaves.forEach((leaf) => tree.append(leaf));
    expect(tree.size).toBe(MAX);
    for (let size = 0; size <= MAX; size += 1) {
      expect(valuesEqual(tree.root(size), rootAt(size))).toBe(true);
      for (let index = 0; index < size; index += 1)
        expect(text(tree.inclusionProof(index, size))).toBe(text(sumTree.inclusionProof(leaves, index, size)));
      for (let from = 1; from <= size; from += 1)
        expect(text(tree.consistencyProof(from, size))).toBe(text(sumTree.consistencyProof(leaves, from, size)));
    }
    expect(() => tree.root(MAX + 1)).toThrow(RangeError);
    expect(() => tree.consistencyProof(0, 3)).toThrow(RangeError);
  });
});

describe('sums', () => {
  it('a node whose sum would reach 2^63 is refused, on a path too', () => {
    const big: TreeValue = { hash: new Uint8Array(32), credit: SUM_LIMIT - 1n, debit: 0n };
    const one = leafNode(utf8('x'), 1);
    expect(() => interiorNode(big, one)).toThrow(RangeError);
    const result = sumTree.rootFromInclusion(one, 0, 2, [big]);
    expect(result.ok).toBe(false);
  });

  it('a leaf splits its delta into credit and debit', () => {
    expect(leafNode(utf8('a'), 250)).toMatchObject({ credit: 250n, debit: 0n });
    expect(leafNode(utf8('a'), -250)).toMatchObject({ credit: 0n, debit: 250n });
    expect(leafNode(utf8('a'), 0)).toMatchObject({ credit: 0n, debit: 0n });
    expect(() => leafNode(utf8('a'), 0.5)).toThrow(RangeError);
  });
});
