import { useSyncExternalStore } from 'react';
import { changeSignal } from './changeSignal';

/**
 * Whether the demo backend (the mock service worker) failed to start, e.g. in a browser that
 * allows no service workers. src/main.tsx reports it; every error state then says why.
 */
let unavailable = false;
const changes = changeSignal();

export function reportMocksUnavailable(): void {
  unavailable = true;
  changes.notify();
}

export function useMocksUnavailable(): boolean {
  return useSyncExternalStore(changes.subscribe, () => unavailable, () => false);
}
