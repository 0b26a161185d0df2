import { useSyncExternalStore } from 'react';
import { config } from './config';
import { storage, storageKeys } from './storage';

/**
 * Which mock data set answers: the seeded demo or the testnet sandbox. Chosen on /app/testnet,
 * remembered, and applied by the mock controller that src/main.tsx registers here (the app
 * itself never imports mocks/).
 */
export type Dataset = 'demo' | 'testnet';

type Switcher = { use(dataset: Dataset): Promise<void> };

const listeners = new Set<() => void>();
let switcher: Switcher | undefined;

function defaultDataset(): Dataset {
  return config.mode === 'testnet' ? 'testnet' : 'demo';
}

export function currentDataset(): Dataset {
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
  listeners.forEach((listener) => listener());
}

export function useDataset(): Dataset {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    currentDataset,
    currentDataset,
  );
}
