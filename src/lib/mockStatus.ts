import { useSyncExternalStore } from 'react';

/**
 * Whether the demo backend (the mock service worker) failed to start, e.g. in a browser that
 * allows no service workers. src/main.tsx reports it; every error state then says why.
 */
let unavailable = false;
const listeners = new Set<() => void>();

export function reportMocksUnavailable(): void {
  unavailable = true;
  listeners.forEach((listener) => listener());
}

export function useMocksUnavailable(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => unavailable,
    () => false,
  );
}
