import { useSyncExternalStore } from 'react';
import { changeSignal } from './changeSignal';
import { config, usesMocks } from './config';
import { storage, storageKeys } from './storage';

/**
 * Which mock data set answers: the seeded demo or the testnet sandbox. Chosen on /app/testnet,
 * remembered, and applied by the mock controller that src/main.tsx registers here (the app
 * itself never imports mocks/).
 */
export type Dataset = 'demo' | 'testnet';

type Switcher = { use(dataset: Dataset): Promise<void> };

const changes = changeSignal();
let switcher: Switcher | undefined;

function defaultDataset(): Dataset {
  return config.mode === 'testnet' ? 'testnet' : 'demo';
}

export function currentDataset(): Dataset {
  // A live build has no mock data set: a choice stored by a demo on the same origin does not count.
  if (!usesMocks) return defaultDataset();
  const stored = storage.get(storageKeys.dataset);
  return stored === 'demo' || stored === 'testnet' ? stored : defaultDataset();
}

export function registerDatasetSwitcher(next: Switcher): void {
  switcher = next;
}

/** Swaps the handler set; the caller clears the query cache afterwards. */
export async function switchDataset(dataset: Dataset): Promise<void> {
  await switcher?.use(dataset);
  storage.set(storageKeys.dataset, dataset);
  changes.notify();
}

export function useDataset(): Dataset {
  return useSyncExternalStore(changes.subscribe, currentDataset, currentDataset);
}
