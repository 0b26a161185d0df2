import { z } from 'zod';
import { clearDb, modelNames, type Db } from './db';

/** Bump when the model changes shape: older snapshots are then discarded and the seed is used. */
export const snapshotVersion = 3;

export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const snapshotSchema = z.object({
  version: z.literal(snapshotVersion),
  tables: z.record(z.string(), z.array(z.record(z.string(), z.unknown()))),
});

export function storageKey(dataset: string): string {
  return `octoss.mockdb.v${snapshotVersion}.${dataset}`;
}

export function snapshot(db: Db): string {
  const tables = Object.fromEntries(modelNames.map((name) => [name, db[name].getAll()]));
  return JSON.stringify({ version: snapshotVersion, tables });
}

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
      for (const row of parsed.tables[name] ?? []) db[name].create(row as never);
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
