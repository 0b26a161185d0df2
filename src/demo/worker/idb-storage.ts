import { memoryStorage, type KeyValueStorage } from '@mocks/persist';

/**
 * The demo backend's saved databases in IndexedDB (a service worker has no localStorage), behind
 * the synchronous KeyValueStorage that mocks/env.ts and mocks/persist.ts use: every key is read
 * into memory once when the worker starts, reads come from memory, and writes change memory at
 * once and reach IndexedDB in the background, in order (`flushed()` says when). So a rollback reads
 * the last state saved, and the versioned keys and the reseed of a corrupt copy work as before.
 */
export type CachedStorage = KeyValueStorage & {
  keys(): string[];
  /** Resolves once every write so far is in IndexedDB (or failed: the session goes on in memory). */
  flushed(): Promise<void>;
};

export const databaseName = 'octoss-demo-backend';
export const storeName = 'snapshots';

function requestResult<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'));
  });
}

function openDatabase(): Promise<IDBDatabase> {
  const request = indexedDB.open(databaseName, 1);
  request.onupgradeneeded = () => {
    if (!request.result.objectStoreNames.contains(storeName)) request.result.createObjectStore(storeName);
  };
  return requestResult(request);
}

async function readAll(database: IDBDatabase): Promise<Map<string, string>> {
  const store = database.transaction(storeName, 'readonly').objectStore(storeName);
  const [keys, values] = await Promise.all([requestResult(store.getAllKeys()), requestResult(store.getAll())]);
  const items = new Map<string, string>();
  keys.forEach((key, index) => {
    const value: unknown = values[index];
    if (typeof key === 'string' && typeof value === 'string') items.set(key, value);
  });
  return items;
}

/** Opens the store; without IndexedDB (or when it fails) the data lives in memory for this worker's life. */
export async function openCachedStorage(): Promise<CachedStorage> {
  let database: IDBDatabase | undefined;
  const memory = memoryStorage();
  try {
    database = await openDatabase();
    const items = await readAll(database);
    items.forEach((value, key) => memory.setItem(key, value));
  } catch {
    database = undefined;
  }

  const dirty = new Set<string>();
  let written: Promise<void> = Promise.resolve();
  const write = () => {
    if (!database || dirty.size === 0) return;
    const keys = [...dirty];
    dirty.clear();
    let transaction: IDBTransaction;
    try {
      transaction = database.transaction(storeName, 'readwrite');
      const store = transaction.objectStore(storeName);
      for (const key of keys) {
        const value = memory.getItem(key);
        if (value === null) store.delete(key);
        else store.put(value, key);
      }
    } catch {
      return;
    }
    // A failed write (quota) loses nothing now: memory still holds it, the next write tries again.
    const done = new Promise<void>((resolve) => {
      transaction.oncomplete = () => resolve();
      transaction.onerror = () => resolve();
      transaction.onabort = () => resolve();
    });
    written = written.then(() => done);
  };
  const schedule = (key: string) => {
    if (dirty.size === 0) queueMicrotask(write);
    dirty.add(key);
  };

  return {
    getItem: (key) => memory.getItem(key),
    setItem: (key, value) => {
      memory.setItem(key, value);
      schedule(key);
    },
    removeItem: (key) => {
      if (memory.getItem(key) === null) return;
      memory.removeItem(key);
      schedule(key);
    },
    keys: () => Object.keys(memory.dump()),
    flushed: async () => {
      await Promise.resolve();
      write();
      await written;
    },
  };
}
