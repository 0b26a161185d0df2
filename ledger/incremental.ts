/**
 * An append-only tree for a log server (the mock backend): leaves are appended one by one, and the
 * root and proofs are asked for at the current or any earlier size.
 *
 * Every complete subtree (2^h leaves starting at a multiple of 2^h) is stored once it fills, since
 * it never changes afterwards. RFC 9162 only ever splits a range into such a complete left part
 * and a right remainder, so a root or a proof needs O(log n) node computations (O(log² n) at most
 * for a proof, O(log n) once its tree size's right border is known) instead of rehashing the log.
 * Memory: about two values per leaf, and the right borders of the sizes asked for.
 */
import { pathOf, splitPoint, subproofOf, type Combiner, type RangeRoot } from './tree.ts';

export class IncrementalTree<V> {
  /** levels[h][j] = root of leaves [j·2^h, (j+1)·2^h); levels[0] are the leaves. */
  private readonly levels: V[][] = [[]];
  /**
   * Roots of incomplete ranges (a tree's right border) once computed, by `start:size`: the leaves
   * of a range never change, so neither does its root. Proofs at one tree size share that border,
   * so a second proof at a size costs O(log n) lookups instead of O(log² n) node hashes.
   */
  private readonly border = new Map<string, V>();
  private readonly combiner: Combiner<V>;

  constructor(combiner: Combiner<V>) {
    this.combiner = combiner;
  }

  get size(): number {
    return this.levels[0]?.length ?? 0;
  }

  /** Appends a leaf value; returns its index. */
  append(value: V): number {
    const index = this.size;
    let carry = value;
    // Like adding 1 in binary: each level that becomes even completes the subtree above it.
    for (let height = 0; ; height += 1) {
      const level = (this.levels[height] ??= []);
      level.push(carry);
      if (level.length % 2 === 1) break;
      carry = this.combiner.node(level[level.length - 2] as V, carry);
    }
    return index;
  }

  /** The leaf value at `index`. */
  leaf(index: number): V {
    const value = this.levels[0]?.[index];
    if (value === undefined) throw new RangeError(`no leaf ${index} in a tree of ${this.size}`);
    return value;
  }

  /** The root at `size` (default: now). */
  root(size = this.size): V {
    this.checkSize(size);
    return size === 0 ? this.combiner.empty() : this.rangeRoot(0, size);
  }

  /** The inclusion proof of leaf `index` in the tree of `size` (default: now). */
  inclusionProof(index: number, size = this.size): V[] {
    this.checkSize(size);
    return pathOf(this.rangeRoot, index, size);
  }

  /** The consistency proof from size `from` to size `to` (default: now). */
  consistencyProof(from: number, to = this.size): V[] {
    this.checkSize(to);
    return subproofOf(this.rangeRoot, from, to);
  }

  private checkSize(size: number): void {
    if (!Number.isSafeInteger(size) || size < 0 || size > this.size)
      throw new RangeError(`size ${size} is not between 0 and ${this.size}`);
  }

  /** MTH of [start, start + size): a stored complete subtree, or split as RFC 9162 does. */
  private readonly rangeRoot: RangeRoot<V> = (start, size) => {
    const height = Math.log2(size);
    if (Number.isInteger(height) && start % size === 0) {
      const stored = this.levels[height]?.[start / size];
      if (stored !== undefined) return stored;
    }
    const key = `${start}:${size}`;
    const known = this.border.get(key);
    if (known !== undefined) return known;
    const k = splitPoint(size);
    const root = this.combiner.node(this.rangeRoot(start, k), this.rangeRoot(start + k, size - k));
    this.border.set(key, root);
    return root;
  };
}
