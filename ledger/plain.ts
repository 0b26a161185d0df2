/**
 * Plain RFC 6962/9162 hashing (32-byte nodes, no sums). The ledger does not commit with it: it is
 * here so the shape code of tree.ts can be checked against the RFC's published test vectors, which
 * know nothing of sums.
 */
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesEqual, concatBytes } from './hex.ts';
import { treeOf, type Combiner, type TreeFunctions } from './tree.ts';

/** SHA-256(0x00 ‖ data): the RFC's leaf hash. */
export function plainLeafHash(data: Uint8Array): Uint8Array {
  return sha256(concatBytes(Uint8Array.of(0x00), data));
}

export const plainCombiner: Combiner<Uint8Array> = {
  node: (left, right) => sha256(concatBytes(Uint8Array.of(0x01), left, right)),
  empty: () => sha256(new Uint8Array(0)),
  equal: bytesEqual,
};

/** The RFC 9162 functions over plain 32-byte hashes. */
export const plainTree: TreeFunctions<Uint8Array> = treeOf(plainCombiner);
