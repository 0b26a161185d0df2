import { clearDb, model, modelNames, type Db } from './db';
import type { RowChange, StoredRow } from './journal';
import { storedDataProblem } from './stored-schema';

/**
 * Where a data set's database is kept between runs (the demo backend's IndexedDB in the browser,
 * memory in Node), row by row: a write stores the rows it changed, not the whole database, and a
 * request is answered only once its rows are stored (`apply` resolves when they are durable).
 */
export type DataStorage = {
  /** The stored copy of a data set, or undefined when there is none. */
  load(dataset: string): Promise<StoredData | undefined>;
  /** Stores one request's changes, all or nothing; rejects when they could not be stored (StorageFull when out of space). */
  apply(dataset: string, changes: readonly RowChange[]): Promise<void>;
  /** Replaces the whole stored copy (a new seed). */
  replace(dataset: string, data: StoredData): Promise<void>;
};

/** Bump when the model changes shape: a stored copy of another version is seeded anew (without a notice: it is no corruption). */
export const storedVersion = 9;

export type StoredData = { version: number; tables: Record<string, StoredRow[]> };

/** The storage is out of space: the write is refused and nothing of it stored. */
export class StorageFull extends Error {}

export type RestoreResult = 'restored' | 'empty' | 'discarded';

/** Every table's rows as they are stored, in the tables' order. */
export function storedDataOf(db: Db): StoredData {
  const tables = Object.fromEntries(
    modelNames.map((name) => [name, db[name].getAll().map((row) => Object.fromEntries(Object.entries(row)))]),
  );
  return { version: storedVersion, tables };
}

/** The database as text, for tests that compare two states. */
export function snapshot(db: Db): string {
  return JSON.stringify(storedDataOf(db));
}

/** A table as restore writes it: rows of plain records (so each table's own create() fits). */
type RecordTable = { create(row: Record<string, unknown>): unknown };

/**
 * Loads a stored copy into an empty database: 'restored', or 'empty' when there is none, or
 * 'discarded' when it is of another version or fails its model (stored-schema.ts) — the caller
 * then seeds anew, and tells the reader when the copy was corrupt.
 */
export function restoreInto(db: Db, data: StoredData | undefined): RestoreResult | 'outdated' {
  if (!data) return 'empty';
  if (data.version !== storedVersion) return 'outdated';
  if (storedDataProblem(data.tables)) return 'discarded';
  clearDb(db);
  for (const name of modelNames) {
    // @mswjs/data types create() per table; seen as a table of plain records it takes a stored row,
    // which the check above held to the table's model.
    const target: RecordTable = db[name];
    for (const row of data.tables[name] ?? []) target.create(row);
  }
  return 'restored';
}

/** A storage in memory (Node: tests and the mock HTTP server); `apply` costs what the change costs. */
export function memoryStorage(): DataStorage & { tables(dataset: string): Record<string, StoredRow[]> | undefined } {
  const datasets = new Map<string, { version: number; tables: Map<string, Map<string, StoredRow>> }>();
  return {
    async load(dataset) {
      const stored = datasets.get(dataset);
      if (!stored) return undefined;
      return {
        version: stored.version,
        tables: Object.fromEntries([...stored.tables].map(([name, rows]) => [name, [...rows.values()]])),
      };
    },
    async apply(dataset, changes) {
      const stored = datasets.get(dataset);
      if (!stored) throw new Error(`No stored copy of ${dataset} to change`);
      for (const { table, key, after } of changes) {
        const rows = stored.tables.get(table) ?? new Map<string, StoredRow>();
        stored.tables.set(table, rows);
        if (after) rows.set(key, structuredClone(after));
        else rows.delete(key);
      }
    },
    async replace(dataset, data) {
      const tables = new Map<string, Map<string, StoredRow>>();
      for (const [name, rows] of Object.entries(data.tables))
        tables.set(
          name,
          new Map(rows.map((row, index) => [primaryKeyOf(name, row) ?? String(index), structuredClone(row)])),
        );
      datasets.set(dataset, { version: data.version, tables });
    },
    tables(dataset) {
      const stored = datasets.get(dataset);
      return stored && Object.fromEntries([...stored.tables].map(([name, rows]) => [name, [...rows.values()]]));
    },
  };
}

/** The primary key column of each table, read from the model (primaryKey(...) marks it). */
const primaryKeyColumns = new Map(
  Object.entries(model).map(([name, columns]) => [
    name,
    Object.entries(columns).find(
      ([, definition]) => typeof definition === 'object' && definition !== null && 'getPrimaryKeyValue' in definition,
    )?.[0],
  ]),
);

/** A stored row's primary key, as the journal names rows (`RowChange.key`). */
export function primaryKeyOf(table: string, row: StoredRow): string | undefined {
  const column = primaryKeyColumns.get(table);
  const value = column === undefined ? undefined : row[column];
  return value === undefined ? undefined : String(value);
}
