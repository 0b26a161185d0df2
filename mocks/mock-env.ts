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
  /** What happened to the stored copy at start ('discarded' means it was corrupt and was seeded anew). */
  restoredFrom: RestoreResult;
  /** Resolves once the data set is stored (a new seed is written before the first answer). */
  ready: Promise<void>;
  /**
   * Runs one request against the database, one request at a time: the rows it changed are stored
   * before it resolves (an answer is then a promise kept: it survives a stopped worker); when it
   * throws, or the storage refuses the rows (`StorageFull`), its changes are undone in memory too,
   * and nothing of it is stored.
   */
  transaction<T>(work: () => Promise<T> | T): Promise<T>;
  /** Within a transaction: store its changes so far even if the request then fails (a counted wrong code). */
  keepChanges(): void;
  /** Back to the seed; within a transaction the reseed is that request's change. */
  reset(): void;
};
