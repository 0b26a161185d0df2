import type { KeyValueStorage } from './persist';

/**
 * The mock database's snapshots in IndexedDB, for the demo backend's service worker (a worker has
 * no localStorage). All snapshots are read once at start, so the database code keeps its
 * synchronous KeyValueStorage; writes go to memory at once and to IndexedDB right after, several
 * quick writes of a key becoming one. `flushed()` says when IndexedDB has everything.
 */
export const idbName = 'octoss-demo-backend';
/** Bump with a new `upgrade` step when the stores change. */
export const idbVersion = 1;
export const snapshotStore = 'snapshots';

export type IdbStorage = KeyValueStorage & { flushed(): Promise<void> };

function done<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'));
  });
}

function committed(transaction: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    transaction.oncomplete = () => resolve();
    transaction.onerror = transaction.onabort = () => reject(transaction.error ?? new Error('IndexedDB transaction failed'));
  });
}

export function openDatabase(factory: IDBFactory = indexedDB): Promise<IDBDatabase> {
  const request = factory.open(idbName, idbVersion);
  request.onupgradeneeded = () => {
    if (!request.result.objectStoreNames.contains(snapshotStore)) request.result.createObjectStore(snapshotStore);
  };
  return done(request);
}

export async function openIdbStorage(factory: IDBFactory = indexedDB): Promise<IdbStorage> {
  const db = await openDatabase(factory);
  const reading = db.transaction(snapshotStore, 'readonly').objectStore(snapshotStore);
  const [keys, values] = await Promise.all([done(reading.getAllKeys()), done(reading.getAll())]);
  // Anything but a string (written by hand, or by a future version) is handed over as is, so
  // that restore() finds it unreadable, discards it and reseeds.
  const items = new Map(keys.map((key, index) => [String(key), typeof values[index] === 'string' ? values[index] : String(values[index])]));
  const pending = new Map<string, string | null>();
  let flushing: Promise<void> = Promise.resolve();

  const flush = async () => {
    if (pending.size === 0) return;
    const batch = [...pending];
    pending.clear();
    const transaction = db.transaction(snapshotStore, 'readwrite');
    const store = transaction.objectStore(snapshotStore);
    for (const [key, value] of batch) {
      if (value === null) store.delete(key);
      else store.put(value, key);
    }
    await committed(transaction);
  };
  const schedule = (key: string, value: string | null) => {
    const first = pending.size === 0;
    pending.set(key, value);
    // A failed write (quota) must not stop later ones; the session goes on in memory.
    if (first) flushing = flushing.then(() => new Promise((resolve) => setTimeout(resolve, 0))).then(flush).catch(() => undefined);
  };

  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => {
      items.set(key, value);
      schedule(key, value);
    },
    removeItem: (key) => {
      items.delete(key);
      schedule(key, null);
    },
    flushed: () => flushing,
  };
}
