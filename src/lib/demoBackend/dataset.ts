import { useSyncExternalStore } from 'react';
import { changeSignal } from '../changeSignal';
import { config } from '../config';
import { storage, storageKeys } from '../storage';
import { datasets, type Dataset } from './protocol';

/**
 * Which mock data set answers: the seeded demo or the testnet sandbox. Chosen on /app/testnet and
 * remembered; every request tells the worker (see protocol.ts), so a switch needs no message.
 */
const changes = changeSignal();

function defaultDataset(): Dataset {
  return config.mode === 'testnet' ? 'testnet' : 'demo';
}

export function currentDataset(): Dataset {
  const stored = storage.get(storageKeys.dataset);
  return datasets.find((dataset) => dataset === stored) ?? defaultDataset();
}

/** Requests from now on go to the other data set; the caller clears the query cache afterwards. */
export function switchDataset(dataset: Dataset): void {
  storage.set(storageKeys.dataset, dataset);
  changes.notify();
}

export function useDataset(): Dataset {
  return useSyncExternalStore(changes.subscribe, currentDataset, currentDataset);
}
