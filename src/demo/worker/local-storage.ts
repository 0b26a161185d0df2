import { memoryStorage } from '@mocks/persist';

/**
 * msw reads `localStorage` when it loads, and a service worker has none: an in-memory one is
 * defined first (src/demo/worker/sw.ts imports this module before msw). The demo backend's own data
 * lives in IndexedDB (idb-storage.ts), never here.
 */
if (!('localStorage' in globalThis)) {
  const storage = memoryStorage();
  Object.defineProperty(globalThis, 'localStorage', {
    configurable: true,
    value: {
      ...storage,
      clear: () => Object.keys(storage.dump()).forEach((key) => storage.removeItem(key)),
      key: () => null,
      length: 0,
    },
  });
}
