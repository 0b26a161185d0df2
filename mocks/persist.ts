import { z } from 'zod';
import { clearDb, modelNames, type Db } from './db';

/** Bump when the model or the snapshot changes shape: older snapshots are then discarded and the seed is used. */
export const snapshotVersion = 7;

export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/**
 * Each table as its column names once and one array of values per row: with thousands of rows the
 * repeated field names were a third of the snapshot, and localStorage holds about 5 MB.
 */
const tableSchema = z.object({ columns: z.array(z.string()), rows: z.array(z.array(z.unknown())) });
type Table = z.infer<typeof tableSchema>;

const snapshotSchema = z.object({
  version: z.literal(snapshotVersion),
  tables: z.record(z.string(), tableSchema),
});

export function storageKey(dataset: string, version = snapshotVersion): string {
  return `octoss.mockdb.v${version}.${dataset}`;
}

/**
 * Removes the snapshots older versions left under their own keys. Each holds megabytes, and
 * localStorage about 5 MB per site: kept, they would leave no room for the current one, whose
 * saves would then fail quietly and lose every change at the next visit.
 */
export function dropOlderSnapshots(storage: KeyValueStorage, dataset: string): void {
  for (let version = 1; version < snapshotVersion; version += 1) storage.removeItem(storageKey(dataset, version));
}

function toTable(rows: readonly object[]): Table {
  const columns = [...new Set(rows.flatMap((row) => Object.keys(row)))];
  return { columns, rows: rows.map((row) => columns.map((column): unknown => Reflect.get(row, column) ?? null)) };
}

function fromTable({ columns, rows }: Table): Record<string, unknown>[] {
  return rows.map((values) => Object.fromEntries(columns.map((column, index) => [column, values[index]])));
}

export function snapshot(db: Db): string {
  const tables = Object.fromEntries(modelNames.map((name) => [name, toTable(db[name].getAll())]));
  return JSON.stringify({ version: snapshotVersion, tables });
}

/** A table as restore() writes it: rows of plain records (a method, so each table's own create() fits). */
type RecordTable = { create(row: Record<string, unknown>): unknown };

export type RestoreResult = 'restored' | 'empty' | 'discarded';

/**
 * Loads a snapshot into an empty db. A missing snapshot is 'empty'; an unreadable, older or
 * inconsistent one is 'discarded' (and removed) so the caller reseeds instead of crashing.
 */
export function restore(db: Db, storage: KeyValueStorage, key: string): RestoreResult {
  const raw = storage.getItem(key);
  if (raw === null) return 'empty';
  try {
    const parsed = snapshotSchema.parse(JSON.parse(raw));
    clearDb(db);
    for (const name of modelNames) {
      const table = parsed.tables[name];
      // @mswjs/data types create() per table, and over the union of all tables its argument is the
      // intersection of every row type (never); seen as a table of plain records it takes a row as
      // snapshot() wrote it, and the rows are snapshot()'s own output, kept under its version.
      const target: RecordTable = db[name];
      for (const row of table ? fromTable(table) : []) target.create(row);
    }
    return 'restored';
  } catch {
    clearDb(db);
    storage.removeItem(key);
    return 'discarded';
  }
}

export function save(db: Db, storage: KeyValueStorage, key: string): void {
  try {
    storage.setItem(key, snapshot(db));
  } catch {
    // Quota exceeded or storage disabled: the session goes on in memory, nothing is lost now.
  }
}

/** A Storage that lives in memory, for Node (tests, the mock HTTP server). */
export function memoryStorage(): KeyValueStorage & { dump(): Record<string, string> } {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
    dump: () => Object.fromEntries(items),
  };
}
