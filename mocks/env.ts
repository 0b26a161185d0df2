import { clearDb, createDb } from './db';
import { noFaults, type Faults } from './faults';
import { dropOlderSnapshots, memoryStorage, restore, save, storageKey, type KeyValueStorage } from './persist';
import { seeds } from './datasets';
import type { Dataset, MockEnv } from './mock-env';

export type { MockEnv } from './mock-env';

export type MockEnvOptions = {
  dataset: Dataset;
  storage?: KeyValueStorage;
  faults?: Faults;
  now?: () => number;
};

export function createMockEnv({
  dataset,
  storage = memoryStorage(),
  faults = noFaults(),
  now = Date.now,
}: MockEnvOptions): MockEnv {
  const db = createDb();
  const key = storageKey(dataset);
  const seed = () => {
    clearDb(db);
    seeds[dataset](db, now());
    save(db, storage, key);
  };
  dropOlderSnapshots(storage, dataset);
  const restoredFrom = restore(db, storage, key);
  if (restoredFrom !== 'restored') seed();

  return {
    dataset,
    db,
    now,
    faults,
    restoredFrom,
    persist: () => save(db, storage, key),
    rollback: () => {
      if (restore(db, storage, key) !== 'restored') seed();
    },
    reset: seed,
  };
}
