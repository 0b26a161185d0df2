import type { Page } from '@playwright/test';
import { idbName, idbVersion, snapshotStore } from '../../mocks/idb-storage';

/**
 * Reads (no value) or writes one snapshot in the demo backend worker's IndexedDB, from a page of
 * the site's origin: how tests and benchmarks give the worker a stored database before it starts.
 */
export function snapshotInDb(page: Page, key: string, value?: unknown): Promise<unknown> {
  return page.evaluate(
    ({ name, version, store, key, value }) =>
      new Promise((resolve, reject) => {
        const opened = indexedDB.open(name, version);
        opened.onupgradeneeded = () => opened.result.createObjectStore(store);
        opened.onerror = () => reject(opened.error);
        opened.onsuccess = () => {
          const transaction = opened.result.transaction(store, value === undefined ? 'readonly' : 'readwrite');
          const request = value === undefined ? transaction.objectStore(store).get(key) : transaction.objectStore(store).put(value, key);
          transaction.oncomplete = () => resolve(request.result);
          transaction.onerror = () => reject(transaction.error);
        };
      }),
    { name: idbName, version: idbVersion, store: snapshotStore, key, value },
  );
}
