import { IncrementalTree, leafValue, sumCombiner, type Leaf, type TreeValue } from '../../../ledger/index.ts';
import type { Db, Row } from '../../db';
import { leafOfRow } from './ledger-leaf';

/**
 * The tree cache: per data set (per database), in memory, the log's leaves in seq order, an
 * IncrementalTree over their values and an index of each record's leaves. Built from the stored
 * leaves when first needed or when the table no longer matches it (a rollback, a reset, a restore
 * put other rows there), then extended on every append, so a proof read costs O(log n) hashes,
 * not a rehash of the log.
 */
export type LogCache = {
  rows: Row<'ledgerLeaf'>[];
  leaves: Leaf[];
  tree: IncrementalTree<TreeValue>;
  /** Each record's leaf indexes, oldest revision first. */
  byRecord: Map<string, number[]>;
  /** The tampered copies served by the tamper switches (tamper.ts), by kind; emptied on append. */
  tampered: Map<string, TamperedLog>;
};

/** The log with one leaf read otherwise: its tree, and (for a fork) the checkpoint notes signed anew, by period. */
export type TamperedLog = { seq: number; leaf: Leaf; tree: IncrementalTree<TreeValue>; notes: Map<string, string> };

const caches = new WeakMap<Db, LogCache>();

function build(rows: readonly Row<'ledgerLeaf'>[]): LogCache {
  const sorted = [...rows].sort((a, b) => a.seq - b.seq);
  const cache: LogCache = {
    rows: [],
    leaves: [],
    tree: new IncrementalTree(sumCombiner),
    byRecord: new Map(),
    tampered: new Map(),
  };
  for (const row of sorted) push(cache, row);
  return cache;
}

/** Adds a stored leaf row (the next seq) to the cache. */
export function push(cache: LogCache, row: Row<'ledgerLeaf'>): void {
  if (row.seq !== cache.rows.length)
    throw new Error(`The log has ${cache.rows.length} leaves; leaf ${row.seq} is not the next`);
  const leaf = leafOfRow(row);
  cache.rows.push(row);
  cache.leaves.push(leaf);
  cache.tree.append(leafValue(leaf));
  const seqs = cache.byRecord.get(leaf.recordId);
  if (seqs) seqs.push(leaf.seq);
  else cache.byRecord.set(leaf.recordId, [leaf.seq]);
  cache.tampered.clear();
}

/**
 * The log of a database, current: the cached one while the table holds exactly its rows (same
 * count, same last row object: rows are never updated, and a restore makes new objects), else
 * rebuilt from the table.
 */
export function logOf(db: Db): LogCache {
  const rows = db.ledgerLeaf.getAll();
  const cached = caches.get(db);
  if (cached && cached.rows.length === rows.length && cached.rows.at(-1) === rows.at(-1)) return cached;
  const fresh = build(rows);
  caches.set(db, fresh);
  return fresh;
}
