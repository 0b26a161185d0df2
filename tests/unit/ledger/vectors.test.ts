// @vitest-environment node
/**
 * The vectors of an independent implementation of PROOF.md (ledger/spec/vectors.json): our bytes
 * must be theirs, leaf by leaf, node by node.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  fromHex,
  leafJson,
  leafValue,
  ownerTag,
  plainLeafHash,
  plainTree,
  sumTree,
  toHex,
  valueFromJson,
  valueToJson,
  type Leaf,
  type TreeValueJson,
} from '../../../ledger/index.ts';

interface Vectors {
  ownerKeyHex: string;
  leaves: { leaf: Leaf; leafJson: string; value: TreeValueJson }[];
  checkpoints: { period: string; treeSize: number; root: TreeValueJson }[];
  inclusion: { treeSize: number; leafIndex: number; path: TreeValueJson[] }[];
  consistency: { from: number; to: number; proof: TreeValueJson[] }[];
  rfc6962: { leavesHex: string[]; root8: string };
}

const vectors: Vectors = JSON.parse(
  readFileSync(new URL('../../../ledger/spec/vectors.json', import.meta.url), 'utf8'),
);
const values = vectors.leaves.map(({ leaf }) => leafValue(leaf));
const toJson = (list: readonly ReturnType<typeof leafValue>[]) => list.map(valueToJson);

describe('vectors.json', () => {
  it.each(vectors.leaves.map((entry) => [entry.leaf.seq, entry] as const))(
    'leaf %i: JSON bytes, value, owner tag',
    (_, entry) => {
      expect(leafJson(entry.leaf)).toBe(entry.leafJson);
      expect(valueToJson(leafValue(entry.leaf))).toEqual(entry.value);
      expect(ownerTag(fromHex(vectors.ownerKeyHex, 32), entry.leaf.recordId)).toBe(entry.leaf.owner);
    },
  );

  it.each(vectors.checkpoints.map((checkpoint) => [checkpoint.treeSize, checkpoint] as const))(
    'checkpoint root at size %i',
    (size, checkpoint) => {
      expect(valueToJson(sumTree.rootOf(values.slice(0, size)))).toEqual(checkpoint.root);
    },
  );

  it.each(vectors.inclusion.map((entry) => [entry.leafIndex, entry.treeSize, entry] as const))(
    'inclusion of leaf %i in %i: generated equals the vector and verifies',
    (index, size, entry) => {
      expect(toJson(sumTree.inclusionProof(values, index, size))).toEqual(entry.path);
      const leaf = values[index];
      if (!leaf) throw new Error('no leaf');
      const result = sumTree.rootFromInclusion(
        leaf,
        index,
        size,
        entry.path.map((node) => valueFromJson(node)),
      );
      expect(result.ok).toBe(true);
      if (!result.ok) return;
      const root = vectors.checkpoints.find((checkpoint) => checkpoint.treeSize === size)?.root;
      expect(valueToJson(result.root)).toEqual(root ?? valueToJson(sumTree.rootOf(values.slice(0, size))));
      expect(result.steps).toHaveLength(entry.path.length);
    },
  );

  it.each(vectors.consistency.map((entry) => [entry.from, entry.to, entry] as const))(
    'consistency %i → %i: generated equals the vector and verifies',
    (from, to, entry) => {
      expect(toJson(sumTree.consistencyProof(values, from, to))).toEqual(entry.proof);
      const result = sumTree.verifyConsistency(
        from,
        to,
        sumTree.rootOf(values.slice(0, from)),
        sumTree.rootOf(values.slice(0, to)),
        entry.proof.map((node) => valueFromJson(node)),
      );
      expect(result).toEqual({ ok: true });
    },
  );

  it('the RFC 6962 leaves give root8 with plain hashing and the same shape code', () => {
    const hashes = vectors.rfc6962.leavesHex.map((hex) => plainLeafHash(fromHex(hex)));
    expect(toHex(plainTree.rootOf(hashes))).toBe(vectors.rfc6962.root8);
    // Every proof over them checks too: the shape code is shared with the sum tree.
    for (let size = 1; size <= hashes.length; size += 1) {
      const root = plainTree.rootOf(hashes.slice(0, size));
      for (let index = 0; index < size; index += 1) {
        const path = plainTree.inclusionProof(hashes, index, size);
        const result = plainTree.rootFromInclusion(hashes[index] ?? new Uint8Array(), index, size, path);
        expect(result.ok && toHex(result.root)).toBe(toHex(root));
      }
      for (let from = 1; from <= size; from += 1) {
        const proof = plainTree.consistencyProof(hashes, from, size);
        expect(plainTree.verifyConsistency(from, size, plainTree.rootOf(hashes.slice(0, from)), root, proof)).toEqual({
          ok: true,
        });
      }
    }
  });
});
