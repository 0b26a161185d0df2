import { useSyncExternalStore } from 'react';
import { changeSignal } from './changeSignal';
import { config, usesMocks } from './config';
import type { Dataset } from './datasets';
import { storage, storageKeys } from './storage';

export type { Dataset };

/**
 * What features and components may know of the backend the app talks to, without knowing which one
 * it is: a small registry the entry (src/main.tsx) fills. In demo and testnet builds the entry starts
 * the demo backend (src/demo/) and reports its status and its data set switch here; a live build
 * leaves it as it is (status `off`, the default data set, nothing to switch). Nothing outside the
 * entry and src/demo imports src/demo.
 */

export type BackendStatus = 'off' | 'starting' | 'ready' | 'unavailable';

/** What the entry hands in: how to switch the data set this page is answered from. */
export type BackendControls = {
  /** Swaps the data set and signs its user in; resolves once requests are answered from it. */
  switchDataset(dataset: Dataset): Promise<void>;
};

let status: BackendStatus = 'off';
let controls: BackendControls | undefined;
const statusChanges = changeSignal();
const datasetChanges = changeSignal();

export function setBackendStatus(next: BackendStatus): void {
  status = next;
  statusChanges.notify();
}

export function backendStatus(): BackendStatus {
  return status;
}

/** Whether the backend failed to start (the demo backend in a browser that allows no service workers). */
export function useBackendUnavailable(): boolean {
  return useSyncExternalStore(
    statusChanges.subscribe,
    () => status === 'unavailable',
    () => false,
  );
}

export function registerBackendControls(next: BackendControls | undefined): void {
  controls = next;
}

function defaultDataset(): Dataset {
  return config.mode === 'testnet' ? 'testnet' : 'demo';
}

/** The data set this page is answered from: the reader's choice on /app/testnet, remembered. */
export function currentDataset(): Dataset {
  // A live build has no mock data set: a choice stored by a demo on the same origin does not count.
  if (!usesMocks) return defaultDataset();
  const stored = storage.get(storageKeys.dataset);
  return stored === 'demo' || stored === 'testnet' ? stored : defaultDataset();
}

export function useDataset(): Dataset {
  // Prerendered HTML has the default data set; hydration renders it too, the stored one right after.
  return useSyncExternalStore(datasetChanges.subscribe, currentDataset, defaultDataset);
}

/** Swaps the data set this page is answered from and remembers it; the caller clears the query cache afterwards. */
export async function switchDataset(dataset: Dataset): Promise<void> {
  await controls?.switchDataset(dataset);
  storage.set(storageKeys.dataset, dataset);
  datasetChanges.notify();
}
