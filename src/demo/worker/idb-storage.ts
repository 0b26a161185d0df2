import type { RowChange, StoredRow } from '@mocks/journal';
import { primaryKeyOf, StorageFull, type DataStorage, type StoredData } from '@mocks/persist';

/**
 * The demo backend's data in IndexedDB (a service worker has no localStorage), row by row:
 * - `rows`: one record per stored row, keyed `[dataset, table, primary key]`, so a write stores
 *   the rows it changed and nothing else;
 * - `datasets`: per data set the version its rows were stored under;
 * - `pages`: what each open page told the worker (its data set and fault switches).
 * A request's rows are written in one transaction with strict durability, and `apply` resolves
 * only when IndexedDB says it is complete: the worker answers after that, so a claim it answered
 * survives the worker being stopped at any instant. A write the storage refuses for lack of space
 * rejects with `StorageFull`: the request is refused and undone, never answered as if stored.
 */
export const databaseName = 'octoss-demo-backend';
export const databaseVersion = 2;
export const stores = { rows: 'rows', datasets: 'datasets', pages: 'pages' } as const;

export type PageRecords = {
  get(id: string): string | undefined;
  set(id: string, record: string): void;
  remove(id: string): void;
  ids(): string[];
};

export type WorkerStorage = DataStorage & { pages: PageRecords };

function requestResult<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'));
  });
}

function openDatabase(): Promise<IDBDatabase> {
  const request = indexedDB.open(databaseName, databaseVersion);
  request.onupgradeneeded = () => {
    const database = request.result;
    // Version 1 kept each data set as one snapshot: it goes, and the data sets are seeded anew.
    for (const name of [...database.objectStoreNames])
      if (!Object.values<string>(stores).includes(name)) database.deleteObjectStore(name);
    for (const name of Object.values(stores))
      if (!database.objectStoreNames.contains(name)) database.createObjectStore(name);
  };
  return requestResult(request);
}

/** Every key of a data set's rows: arrays sort after strings, so `[dataset, []]` is above them all. */
const rowsOf = (dataset: string) => IDBKeyRange.bound([dataset], [dataset, []]);

const isQuotaError = (error: unknown) => error instanceof DOMException && error.name === 'QuotaExceededError';

/** Runs `fill` in one readwrite transaction and resolves once it is complete (durable). */
function write(database: IDBDatabase, names: string[], fill: (transaction: IDBTransaction) => void): Promise<void> {
  return new Promise((resolve, reject) => {
    let transaction: IDBTransaction;
    try {
      transaction = database.transaction(names, 'readwrite', { durability: 'strict' });
      fill(transaction);
    } catch (error) {
      return reject(isQuotaError(error) ? new StorageFull('The demo backend storage is full') : error);
    }
    transaction.oncomplete = () => resolve();
    const failed = () => {
      const error = transaction.error;
      reject(
        isQuotaError(error) ? new StorageFull('The demo backend storage is full') : (error ?? new Error('aborted')),
      );
    };
    transaction.onerror = (event) => {
      event.preventDefault();
      failed();
    };
    transaction.onabort = failed;
  });
}

/** Opens the storage; without IndexedDB (or when it fails) the data lives in memory for this worker's life. */
export async function openWorkerStorage(fallback: () => WorkerStorage): Promise<WorkerStorage> {
  let database: IDBDatabase;
  let pageRecords: Map<string, string>;
  try {
    database = await openDatabase();
    const store = database.transaction(stores.pages, 'readonly').objectStore(stores.pages);
    const [keys, values] = await Promise.all([requestResult(store.getAllKeys()), requestResult(store.getAll())]);
    pageRecords = new Map(
      keys.flatMap((key, index) => {
        const value: unknown = values[index];
        return typeof key === 'string' && typeof value === 'string' ? [[key, value] as const] : [];
      }),
    );
  } catch {
    return fallback();
  }

  // Page records are a convenience (a restarted worker answers a page as it asked): written in the background.
  const savePage = (id: string, record: string | undefined) =>
    void write(database, [stores.pages], (transaction) => {
      const store = transaction.objectStore(stores.pages);
      if (record === undefined) store.delete(id);
      else store.put(record, id);
    }).catch(() => undefined);

  return {
    async load(dataset) {
      const transaction = database.transaction([stores.rows, stores.datasets], 'readonly');
      const meta: unknown = await requestResult(transaction.objectStore(stores.datasets).get(dataset));
      const version = typeof meta === 'object' && meta !== null ? Reflect.get(meta, 'version') : undefined;
      if (typeof version !== 'number') return undefined;
      const rowStore = transaction.objectStore(stores.rows);
      const [keys, values] = await Promise.all([
        requestResult(rowStore.getAllKeys(rowsOf(dataset))),
        requestResult(rowStore.getAll(rowsOf(dataset))),
      ]);
      const tables: Record<string, StoredRow[]> = {};
      keys.forEach((key, index) => {
        const table = Array.isArray(key) ? key[1] : undefined;
        const row: unknown = values[index];
        // Anything but a record where a row should be is kept as found: the schema check refuses it.
        if (typeof table === 'string') (tables[table] ??= []).push(isRow(row) ? row : { corrupt: row });
      });
      return { version, tables };
    },
    apply(dataset, changes: readonly RowChange[]) {
      return write(database, [stores.rows], (transaction) => {
        const store = transaction.objectStore(stores.rows);
        for (const { table, key, after } of changes) {
          if (after) store.put(after, [dataset, table, key]);
          else store.delete([dataset, table, key]);
        }
      });
    },
    replace(dataset, data: StoredData) {
      return write(database, [stores.rows, stores.datasets], (transaction) => {
        const store = transaction.objectStore(stores.rows);
        store.delete(rowsOf(dataset));
        for (const [table, rows] of Object.entries(data.tables))
          rows.forEach((row, index) => store.put(row, [dataset, table, primaryKeyOf(table, row) ?? String(index)]));
        transaction.objectStore(stores.datasets).put({ version: data.version }, dataset);
      });
    },
    pages: {
      get: (id) => pageRecords.get(id),
      set: (id, record) => {
        pageRecords.set(id, record);
        savePage(id, record);
      },
      remove: (id) => {
        if (pageRecords.delete(id)) savePage(id, undefined);
      },
      ids: () => [...pageRecords.keys()],
    },
  };
}

const isRow = (value: unknown): value is StoredRow =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
