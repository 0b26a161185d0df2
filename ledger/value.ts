/**
 * Tree values of the Merkle-sum tree (PROOF.md §3): a 32-byte hash with the credit and debit sums
 * of the leaves below it. Sums are bigints because a node may hold up to 2^63 - 1, past what a JS
 * number keeps exactly; the JSON shape (vectors.json, the API) uses numbers and so only reaches 2^53.
 */
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesEqual, concatBytes, fromHex, isLowerHex, toHex } from './hex.ts';
import type { Combiner } from './combiner.ts';

export interface TreeValue {
  readonly hash: Uint8Array;
  readonly credit: bigint;
  readonly debit: bigint;
}

/** A tree value as JSON carries it: `{ hash: hex, credit, debit }`. */
export interface TreeValueJson {
  hash: string;
  credit: number;
  debit: number;
}

/** Sums are u64 on the wire but must stay below 2^63, so no sum can wrap in any implementation. */
export const SUM_LIMIT = 2n ** 63n;

const LEAF_PREFIX = Uint8Array.of(0x00);
const NODE_PREFIX = Uint8Array.of(0x01);

function u64(value: bigint): Uint8Array {
  const out = new Uint8Array(8);
  new DataView(out.buffer).setBigUint64(0, value, false);
  return out;
}

function checkSum(name: string, value: bigint): bigint {
  if (value < 0n || value >= SUM_LIMIT) throw new RangeError(`${name} ${value} is outside 0..2^63-1`);
  return value;
}

/** The 48 bytes of a value: hash ‖ credit (u64 big-endian) ‖ debit (u64 big-endian). */
export function serializeValue(value: TreeValue): Uint8Array {
  return concatBytes(value.hash, u64(checkSum('credit', value.credit)), u64(checkSum('debit', value.debit)));
}

/** A leaf's value: SHA-256(0x00 ‖ leaf bytes), with the delta split into credit and debit. */
export function leafNode(leafBytes: Uint8Array, deltaCents: number): TreeValue {
  if (!Number.isSafeInteger(deltaCents)) throw new RangeError(`deltaCents ${deltaCents} is not a safe integer`);
  const delta = BigInt(deltaCents);
  return {
    hash: sha256(concatBytes(LEAF_PREFIX, leafBytes)),
    credit: delta > 0n ? delta : 0n,
    debit: delta < 0n ? -delta : 0n,
  };
}

/** A node's value: SHA-256(0x01 ‖ left48 ‖ right48) with the sums added; throws if a sum reaches 2^63. */
export function interiorNode(left: TreeValue, right: TreeValue): TreeValue {
  return {
    hash: sha256(concatBytes(NODE_PREFIX, serializeValue(left), serializeValue(right))),
    credit: checkSum('credit', left.credit + right.credit),
    debit: checkSum('debit', left.debit + right.debit),
  };
}

/** The value of the empty tree: SHA-256("") with zero sums. */
export function emptyTree(): TreeValue {
  return { hash: sha256(new Uint8Array(0)), credit: 0n, debit: 0n };
}

/** Equal hash, credit and debit: a root only matches when all three do. */
export function valuesEqual(a: TreeValue, b: TreeValue): boolean {
  return bytesEqual(a.hash, b.hash) && a.credit === b.credit && a.debit === b.debit;
}

/** The sum tree's node rule, for the shape code of tree.ts. */
export const sumCombiner: Combiner<TreeValue> = { node: interiorNode, empty: emptyTree, equal: valuesEqual };

const JSON_SAFE = BigInt(Number.MAX_SAFE_INTEGER);

/** The JSON shape of a value; throws if a sum is past what a JSON number keeps exactly. */
export function valueToJson(value: TreeValue): TreeValueJson {
  const number = (name: string, sum: bigint) => {
    if (sum > JSON_SAFE) throw new RangeError(`${name} ${sum} is past 2^53 - 1`);
    return Number(sum);
  };
  return { hash: toHex(value.hash), credit: number('credit', value.credit), debit: number('debit', value.debit) };
}

/**
 * Problems with a would-be JSON value, as readable sentences (empty when it is well formed):
 * exactly the keys hash, credit, debit; a 32-byte lowercase hex hash; sums that are safe,
 * non-negative integers.
 */
export function valueJsonProblems(input: unknown, where = 'value'): string[] {
  if (typeof input !== 'object' || input === null || Array.isArray(input))
    return [`${where}: expected an object { hash, credit, debit }`];
  const record: Record<string, unknown> = { ...input };
  const problems = Object.keys(record)
    .filter((key) => !['hash', 'credit', 'debit'].includes(key))
    .map((key) => `${where}.${key}: unexpected field`);
  if (!isLowerHex(record.hash, 32)) problems.push(`${where}.hash: expected 64 lowercase hex digits`);
  for (const key of ['credit', 'debit'] as const) {
    const sum = record[key];
    if (typeof sum !== 'number' || !Number.isSafeInteger(sum) || sum < 0)
      problems.push(`${where}.${key}: expected a non-negative safe integer`);
  }
  return problems;
}

/** A value from its JSON shape; throws a RangeError naming the problems when it is malformed. */
export function valueFromJson(input: unknown, where = 'value'): TreeValue {
  const problems = valueJsonProblems(input, where);
  if (problems.length > 0) throw new RangeError(problems.join('; '));
  const { hash, credit, debit } = input as TreeValueJson;
  return { hash: fromHex(hash, 32), credit: BigInt(credit), debit: BigInt(debit) };
}

/** One line for people: `hash=<hex> credit=<n> debit=<n>`. */
export function describeValue(value: TreeValue): string {
  return `hash=${toHex(value.hash)} credit=${value.credit} debit=${value.debit}`;
}
