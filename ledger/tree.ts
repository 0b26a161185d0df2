/**
 * The tree shape of RFC 9162 §2.1, exactly: the root (MTH), inclusion proofs (PATH) and
 * consistency proofs (PROOF/SUBPROOF), and their verifiers (§2.1.3.2, §2.1.4.2). The code is generic
 * over how two nodes combine, so the very same shape code runs for the Merkle-sum tree of the
 * ledger and for plain RFC 6962 hashing, whose published test vectors then check the shape.
 *
 * Sizes and indexes are JS numbers; bit steps are done with % 2 and halving rather than `&`/`>>`,
 * which would silently truncate past 2^31.
 */
import type { Combiner } from './combiner.ts';
import { sumCombiner, type TreeValue } from './value.ts';

export type { Combiner } from './combiner.ts';

/** The root value of leaves [start, start + size), `size` ≥ 1: a plain or a cached computation. */
export type RangeRoot<V> = (start: number, size: number) => V;

/** The split point of RFC 9162: the largest power of two strictly below n (n ≥ 2). */
export function splitPoint(n: number): number {
  let k = 1;
  while (k * 2 < n) k *= 2;
  return k;
}

function isCount(value: number): boolean {
  return Number.isSafeInteger(value) && value >= 0;
}

/** MTH over an array, straight from the definition. */
export function rangeRootOf<V>(values: readonly V[], c: Combiner<V>): RangeRoot<V> {
  const root: RangeRoot<V> = (start, size) => {
    if (size === 1) {
      const value = values[start];
      if (value === undefined) throw new RangeError(`no leaf ${start}`);
      return value;
    }
    const k = splitPoint(size);
    return c.node(root(start, k), root(start + k, size - k));
  };
  return root;
}

/** PATH(index, D[size]) of RFC 9162 §2.1.3.1: the sibling values from the leaf up to the root. */
export function pathOf<V>(root: RangeRoot<V>, index: number, size: number): V[] {
  if (!isCount(index) || !isCount(size) || index >= size) throw new RangeError(`no leaf ${index} in a tree of ${size}`);
  const path: V[] = [];
  // Walk down from the root, remembering each sibling; the proof lists them bottom-up.
  let start = 0;
  let n = size;
  let m = index;
  while (n > 1) {
    const k = splitPoint(n);
    if (m < k) {
      path.push(root(start + k, n - k));
      n = k;
    } else {
      path.push(root(start, k));
      start += k;
      m -= k;
      n -= k;
    }
  }
  return path.reverse();
}

/** PROOF(from, D[to]) of RFC 9162 §2.1.4.1 (SUBPROOF with b = true); from == to gives []. */
export function subproofOf<V>(root: RangeRoot<V>, from: number, to: number): V[] {
  if (!isCount(from) || !isCount(to) || from < 1 || from > to)
    throw new RangeError(`no consistency proof from ${from} to ${to}: needs 0 < from ≤ to`);
  const proof: V[] = [];
  let start = 0;
  let n = to;
  let m = from;
  let whole = true; // SUBPROOF's b: whether D[m] is still the whole old tree
  while (m !== n) {
    const k = splitPoint(n);
    if (m <= k) {
      proof.push(root(start + k, n - k));
      n = k;
    } else {
      proof.push(root(start, k));
      start += k;
      m -= k;
      n -= k;
      whole = false;
    }
  }
  if (!whole) proof.push(root(start, n));
  return proof.reverse();
}

/** How many nodes PATH(index, D[size]) has: a proof of any other length is rejected up front. */
export function inclusionProofLength(index: number, size: number): number {
  let length = 0;
  let n = size;
  let m = index;
  while (n > 1) {
    const k = splitPoint(n);
    length += 1;
    if (m < k) n = k;
    else [m, n] = [m - k, n - k];
  }
  return length;
}

/** How many nodes PROOF(from, D[to]) has (0 < from ≤ to). */
export function consistencyProofLength(from: number, to: number): number {
  let length = 0;
  let n = to;
  let m = from;
  let whole = true;
  while (m !== n) {
    const k = splitPoint(n);
    length += 1;
    if (m <= k) n = k;
    else [m, n, whole] = [m - k, n - k, false];
  }
  return whole ? length : length + 1;
}

/** One step of an inclusion check: the proof node, the side it sits on, the value so far. */
export interface InclusionStep<V> {
  sibling: V;
  side: 'left' | 'right';
  running: V;
}

export type InclusionResult<V> =
  { ok: true; root: V; steps: InclusionStep<V>[] } | { ok: false; problem: string; steps: InclusionStep<V>[] };

export type ConsistencyResult = { ok: true } | { ok: false; problem: string };

const isOdd = (n: number) => n % 2 === 1;
const half = (n: number) => Math.floor(n / 2);

/**
 * The root that `path` proves for `leaf` at `index` in a tree of `size`, by RFC 9162 §2.1.3.2:
 * left or right comes from (index, size) alone, never from the proof. Every intermediate value is
 * returned, so a page can show the running sums. A node that makes a sum reach 2^63 fails.
 */
export function rootFromInclusionWith<V>(
  c: Combiner<V>,
  leaf: V,
  index: number,
  size: number,
  path: readonly V[],
): InclusionResult<V> {
  const steps: InclusionStep<V>[] = [];
  if (!isCount(index) || !isCount(size) || index >= size)
    return { ok: false, problem: `leaf index ${index} is not below tree size ${size}`, steps };
  const expected = inclusionProofLength(index, size);
  if (path.length !== expected)
    return {
      ok: false,
      problem: `the path has ${path.length} nodes; leaf ${index} of ${size} needs ${expected}`,
      steps,
    };
  let fn = index;
  let sn = size - 1;
  let running = leaf;
  for (const sibling of path) {
    if (sn === 0) return { ok: false, problem: 'the path is longer than the tree is deep', steps };
    const siblingLeft = isOdd(fn) || fn === sn;
    try {
      running = siblingLeft ? c.node(sibling, running) : c.node(running, sibling);
    } catch (error) {
      return { ok: false, problem: `step ${steps.length + 1}: ${(error as Error).message}`, steps };
    }
    steps.push({ sibling, side: siblingLeft ? 'left' : 'right', running });
    // A last node with no right sibling is carried up unchanged until it is a right child.
    if (siblingLeft) while (!isOdd(fn) && fn !== 0) [fn, sn] = [half(fn), half(sn)];
    [fn, sn] = [half(fn), half(sn)];
  }
  if (sn !== 0) return { ok: false, problem: 'the path is shorter than the tree is deep', steps };
  return { ok: true, root: running, steps };
}

/**
 * Whether `proof` shows that the tree of size `from` with root `fromRoot` is a prefix of the tree of
 * size `to` with root `toRoot`, by RFC 9162 §2.1.4.2 (from == to: the proof is empty and the roots
 * are equal).
 */
export function verifyConsistencyWith<V>(
  c: Combiner<V>,
  from: number,
  to: number,
  fromRoot: V,
  toRoot: V,
  proof: readonly V[],
): ConsistencyResult {
  if (!isCount(from) || !isCount(to) || from < 1 || from > to)
    return { ok: false, problem: `sizes ${from} → ${to}: needs 0 < from ≤ to` };
  const expected = from === to ? 0 : consistencyProofLength(from, to);
  if (proof.length !== expected)
    return { ok: false, problem: `the proof has ${proof.length} nodes; ${from} → ${to} needs ${expected}` };
  if (from === to)
    return c.equal(fromRoot, toRoot) ? { ok: true } : { ok: false, problem: 'same size, different roots' };
  // When `from` is a power of two the old tree is a complete subtree: its root starts the walk.
  const nodes = isPowerOfTwo(from) ? [fromRoot, ...proof] : [...proof];
  let fn = from - 1;
  let sn = to - 1;
  while (isOdd(fn)) [fn, sn] = [half(fn), half(sn)];
  if (nodes.length === 0) return { ok: false, problem: 'empty proof' };
  let fr = nodes[0] as V;
  let sr = fr;
  try {
    for (const node of nodes.slice(1)) {
      if (sn === 0) return { ok: false, problem: 'the proof is longer than the trees need' };
      if (isOdd(fn) || fn === sn) {
        fr = c.node(node, fr);
        sr = c.node(node, sr);
        while (!isOdd(fn) && fn !== 0) [fn, sn] = [half(fn), half(sn)];
      } else {
        sr = c.node(sr, node);
      }
      [fn, sn] = [half(fn), half(sn)];
    }
  } catch (error) {
    return { ok: false, problem: (error as Error).message };
  }
  if (sn !== 0) return { ok: false, problem: 'the proof is shorter than the trees need' };
  if (!c.equal(fr, fromRoot)) return { ok: false, problem: `the proof does not lead to the root of size ${from}` };
  if (!c.equal(sr, toRoot)) return { ok: false, problem: `the proof does not lead to the root of size ${to}` };
  return { ok: true };
}

function isPowerOfTwo(n: number): boolean {
  let p = 1;
  while (p < n) p *= 2;
  return p === n;
}

/** The tree functions for one kind of value. */
export interface TreeFunctions<V> {
  /** MTH(D[n]) over all `values` (the empty tree's value for none). */
  rootOf(values: readonly V[]): V;
  /** PATH(index, D[size]) over the first `size` of `values`. */
  inclusionProof(values: readonly V[], index: number, size?: number): V[];
  /** PROOF(from, D[to]) over the first `to` of `values`; [] when from == to. */
  consistencyProof(values: readonly V[], from: number, to?: number): V[];
  rootFromInclusion(leaf: V, index: number, size: number, path: readonly V[]): InclusionResult<V>;
  verifyConsistency(from: number, to: number, fromRoot: V, toRoot: V, proof: readonly V[]): ConsistencyResult;
}

function within<V>(values: readonly V[], size: number): readonly V[] {
  if (!isCount(size) || size > values.length) throw new RangeError(`size ${size} is past the ${values.length} leaves`);
  return values;
}

/** The RFC 9162 functions over values combined by `c`. */
export function treeOf<V>(c: Combiner<V>): TreeFunctions<V> {
  return {
    rootOf: (values) => (values.length === 0 ? c.empty() : rangeRootOf(values, c)(0, values.length)),
    inclusionProof: (values, index, size = values.length) => pathOf(rangeRootOf(within(values, size), c), index, size),
    consistencyProof: (values, from, to = values.length) => subproofOf(rangeRootOf(within(values, to), c), from, to),
    rootFromInclusion: (leaf, index, size, path) => rootFromInclusionWith(c, leaf, index, size, path),
    verifyConsistency: (from, to, fromRoot, toRoot, proof) =>
      verifyConsistencyWith(c, from, to, fromRoot, toRoot, proof),
  };
}

/** The ledger's Merkle-sum tree. */
export const sumTree: TreeFunctions<TreeValue> = treeOf(sumCombiner);
export const { rootOf, inclusionProof, consistencyProof, rootFromInclusion, verifyConsistency } = sumTree;
