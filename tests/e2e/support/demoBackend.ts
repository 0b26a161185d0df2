import type { Page } from '@playwright/test';
import { databaseName, storeName } from '../../../src/demo/worker/idb-storage';

/**
 * The demo backend's saved databases, as its service worker keeps them (IndexedDB, see
 * src/demo/worker/idb-storage.ts), read and written from the page.
 */
export async function writeSaved(page: Page, key: string, value: string): Promise<void> {
  await page.evaluate(
    ({ database, store, key, value }) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open(database);
        open.onerror = () => reject(open.error ?? new Error('cannot open IndexedDB'));
        open.onsuccess = () => {
          const transaction = open.result.transaction(store, 'readwrite');
          transaction.objectStore(store).put(value, key);
          transaction.oncomplete = () => {
            open.result.close();
            resolve();
          };
          transaction.onerror = () => reject(transaction.error ?? new Error('cannot write IndexedDB'));
        };
      }),
    { database: databaseName, store: storeName, key, value },
  );
}

export async function readSaved(page: Page, key: string): Promise<string | null> {
  return page.evaluate(
    ({ database, store, key }) =>
      new Promise<string | null>((resolve, reject) => {
        const open = indexedDB.open(database);
        open.onerror = () => reject(open.error ?? new Error('cannot open IndexedDB'));
        open.onsuccess = () => {
          const request = open.result.transaction(store, 'readonly').objectStore(store).get(key);
          request.onsuccess = () => {
            open.result.close();
            resolve(typeof request.result === 'string' ? request.result : null);
          };
          request.onerror = () => reject(request.error ?? new Error('cannot read IndexedDB'));
        };
      }),
    { database: databaseName, store: storeName, key },
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
