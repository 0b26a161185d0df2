/**
 * msw reads `localStorage` when it loads, and a service worker has none: an in-memory one is
 * defined first (src/demo/worker/sw.ts imports this module before msw). The demo backend's own data
 * lives in IndexedDB (idb-storage.ts), never here.
 */
if (!('localStorage' in globalThis)) {
  const items = new Map<string, string>();
  Object.defineProperty(globalThis, 'localStorage', {
    configurable: true,
    value: {
      getItem: (key: string) => items.get(key) ?? null,
      setItem: (key: string, value: string) => void items.set(key, String(value)),
      removeItem: (key: string) => void items.delete(key),
      clear: () => items.clear(),
      key: (index: number) => [...items.keys()][index] ?? null,
      get length() {
        return items.size;
      },
    },
  });
}
