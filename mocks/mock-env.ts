import type { Db } from './db';
import type { Faults } from './faults';
import type { RestoreResult } from './persist';

/** `new-account` answers like the demo (no testnet endpoints) for a trader with nothing yet: the Empty stories. */
export const datasets = ['demo', 'testnet', 'new-account'] as const;
export type Dataset = (typeof datasets)[number];

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
