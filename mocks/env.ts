import { clearDb, createDb, type Db } from './db';
import { noFaults, type Faults } from './faults';
import {
  dropOlderSnapshots,
  memoryStorage,
  restore,
  save,
  storageKey,
  type KeyValueStorage,
  type RestoreResult,
} from './persist';
import { seeds, type Dataset } from './datasets';

/** Everything a handler may touch: the database of one data set, the clock and the fault switches. */
export type MockEnv = {
  dataset: Dataset;
  db: Db;
  now: () => number;
  faults: Faults;
  /** What happened to the stored snapshot at start ('discarded' means it was corrupt and reseeded). */
  restoredFrom: RestoreResult;
  persist(): void;
  /** Back to the last persisted state: undoes what a failed write changed. */
  rollback(): void;
  /** Back to the seed, and the stored snapshot with it. */
  reset(): void;
};

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
