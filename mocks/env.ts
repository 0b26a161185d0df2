import { clearDb, createDb } from './db';
import { noFaults, type Faults } from './faults';
import { Journal } from './journal';
import { memoryStorage, restoreInto, storedDataOf, type DataStorage, type StoredData } from './persist';
import { seeds } from './datasets';
import type { Dataset, MockEnv } from './mock-env';

export type { MockEnv } from './mock-env';

export type MockEnvOptions = {
  dataset: Dataset;
  storage?: DataStorage;
  /** The stored copy read before (the worker reads its IndexedDB first); none: seed anew. */
  stored?: StoredData;
  faults?: Faults;
  now?: () => number;
};

/**
 * One data set's database over a storage. Every request runs as a transaction (`env.transaction`):
 * its changed rows are stored before its answer, or undone when it fails.
 */
export function createMockEnv({
  dataset,
  storage = memoryStorage(),
  stored,
  faults = noFaults(),
  now = Date.now,
}: MockEnvOptions): MockEnv {
  const db = createDb();
  const journal = new Journal(db);
  const seed = () => {
    // A reset seeds again, at a later now; the catalogues keep counting from the first seed.
    const cataloguesSince = db.dataSet.findFirst({ where: {} })?.cataloguesSince;
    clearDb(db);
    seeds[dataset](db, now(), cataloguesSince);
  };
  const restored = restoreInto(db, stored);
  let ready: Promise<void> = Promise.resolve();
  if (restored !== 'restored') {
    seed();
    ready = storage.replace(dataset, storedDataOf(db));
  }
  // A copy of another version is replaced quietly; a corrupt one is news for the reader.
  const restoredFrom = restored === 'outdated' ? 'empty' : restored;

  let queue: Promise<unknown> = ready;
  const transaction = <T>(work: () => Promise<T> | T): Promise<T> => {
    const run = queue.then(async () => {
      journal.begin();
      let result: T;
      try {
        result = await work();
      } catch (error) {
        const { changes, undo } = journal.end();
        if (journal.keepsChanges && changes.length > 0) await store(changes, undo);
        else undo();
        throw error;
      }
      const { changes, undo } = journal.end();
      if (changes.length > 0) await store(changes, undo);
      return result;
    });
    queue = run.catch(() => undefined);
    return run;
  };
  const store = async (changes: Parameters<DataStorage['apply']>[1], undo: () => void) => {
    try {
      await storage.apply(dataset, changes);
    } catch (error) {
      // Not stored, so not done: memory goes back to what the storage holds.
      undo();
      throw error;
    }
  };

  return {
    dataset,
    db,
    now,
    faults,
    restoredFrom,
    ready,
    transaction,
    keepChanges: () => journal.keepChanges(),
    reset: seed,
  };
}

/** A data set's database as the demo backend's worker opens it: its stored copy first, then the env. */
export async function openMockEnv(options: MockEnvOptions & { storage: DataStorage }): Promise<MockEnv> {
  const stored = await options.storage.load(options.dataset);
  const env = createMockEnv({ ...options, stored });
  await env.ready;
  return env;
}
