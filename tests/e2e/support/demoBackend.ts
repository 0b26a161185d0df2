import type { Page } from '@playwright/test';
import { databaseName, stores } from '../../../src/demo/worker/idb-storage';

/**
 * The demo backend's stored data sets, as its service worker keeps them (IndexedDB, row by row: see
 * src/demo/worker/idb-storage.ts), read and written from the page.
 */
type RowKey = [dataset: string, table: string, key: string];

/** Puts one stored row (or, with `row` undefined, deletes it). */
export async function writeRow(page: Page, [dataset, table, key]: RowKey, row: unknown): Promise<void> {
  await page.evaluate(
    ({ database, store, id, row }) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open(database);
        open.onerror = () => reject(open.error ?? new Error('cannot open IndexedDB'));
        open.onsuccess = () => {
          const transaction = open.result.transaction(store, 'readwrite');
          if (row === undefined) transaction.objectStore(store).delete(id);
          else transaction.objectStore(store).put(row, id);
          transaction.oncomplete = () => {
            open.result.close();
            resolve();
          };
          transaction.onerror = () => reject(transaction.error ?? new Error('cannot write IndexedDB'));
        };
      }),
    { database: databaseName, store: stores.rows, id: [dataset, table, key], row },
  );
}

/** The stored rows of one table of a data set. */
export async function readRows(page: Page, dataset: string, table: string): Promise<Record<string, unknown>[]> {
  return page.evaluate(
    ({ database, store, dataset, table }) =>
      new Promise<Record<string, unknown>[]>((resolve, reject) => {
        const open = indexedDB.open(database);
        open.onerror = () => reject(open.error ?? new Error('cannot open IndexedDB'));
        open.onsuccess = () => {
          const range = IDBKeyRange.bound([dataset, table], [dataset, table, []]);
          const request = open.result.transaction(store, 'readonly').objectStore(store).getAll(range);
          request.onsuccess = () => {
            open.result.close();
            resolve(request.result as Record<string, unknown>[]);
          };
          request.onerror = () => reject(request.error ?? new Error('cannot read IndexedDB'));
        };
      }),
    { database: databaseName, store: stores.rows, dataset, table },
  );
}

/** Replaces a data set's stored copy with `tables` (rows keyed by `keyOf`), e.g. a grown one for a benchmark. */
export async function writeDataset(
  page: Page,
  dataset: string,
  data: { version: number; tables: Record<string, Record<string, unknown>[]> },
  keyOf: (table: string, row: Record<string, unknown>) => string | undefined,
): Promise<void> {
  const rows = Object.entries(data.tables).flatMap(([table, tableRows]) =>
    tableRows.map((row, index) => ({ id: [dataset, table, keyOf(table, row) ?? String(index)], row })),
  );
  await page.evaluate(
    ({ database, names, dataset, version, rows }) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open(database);
        open.onerror = () => reject(open.error ?? new Error('cannot open IndexedDB'));
        open.onsuccess = () => {
          const transaction = open.result.transaction([names.rows, names.datasets], 'readwrite');
          const store = transaction.objectStore(names.rows);
          store.delete(IDBKeyRange.bound([dataset], [dataset, []]));
          for (const { id, row } of rows) store.put(row, id);
          transaction.objectStore(names.datasets).put({ version }, dataset);
          transaction.oncomplete = () => {
            open.result.close();
            resolve();
          };
          transaction.onerror = () => reject(transaction.error ?? new Error('cannot write IndexedDB'));
        };
      }),
    { database: databaseName, names: stores, dataset, version: data.version, rows },
  );
}

/**
 * Stops the running demo backend, so that the next page load starts a new one from what is saved
 * (a running worker keeps its databases in memory): its registration goes, and the reload that
 * follows registers the worker anew.
 */
export async function unregisterDemoBackend(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const registrations = await navigator.serviceWorker.getRegistrations();
    await Promise.all(registrations.map((registration) => registration.unregister()));
  });
}
