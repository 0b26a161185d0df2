import type { HttpHandler } from 'msw';
import type { Group } from '../../contract/route';
import { createMockEnv } from '../../mocks/env';
import { handlersFor } from '../../mocks/endpoints';
import { faultGroups, noFaults } from '../../mocks/faults';
import { memoryStorage } from '../../mocks/persist';
import type { Db } from '../../mocks/db';
import type { Dataset } from '../../mocks/datasets';
import type { MockEnv } from '../../mocks/mock-env';
import type { TamperKind } from '../../mocks/faults';
import { startSession } from '../../mocks/areas/app/store';
import { storyToken } from './session';

export type MockOptions = {
  dataset?: Dataset;
  /** Groups that answer 500: the error state. */
  fail?: Group[];
  /** Groups that never answer: the loading state. */
  loading?: Group[];
  /** Changes the seeded db before the story, e.g. empties a table for the empty state. */
  setup?: (db: Db) => void;
  /** False: the backend does not know the story's token, so every route that needs a user answers 401. */
  signedIn?: boolean;
  /** The ledger proof's tamper switch (`?mockTamper=`): a tampered record, leaf or log. */
  tamper?: TamperKind;
};

/**
 * The app's own mock backend for one story: a fresh in-memory database (never the page's
 * localStorage), no latency, the story's client signed in (storyToken), plus the story's loading
 * and failing groups, set through the mock's own fault switches (mocks/faults.ts).
 */
export function mockApi(options: MockOptions = {}): HttpHandler[] {
  return mockBackend(options).handlers;
}

/** The same, with its environment, for a story that picks a record of its data (e.g. the one Verify opens). */
export function mockBackend({
  dataset = 'demo',
  fail = [],
  loading = [],
  setup,
  signedIn = true,
  tamper,
}: MockOptions = {}): { env: MockEnv; handlers: HttpHandler[] } {
  // The page's clock is the data's clock: a picture test that fixes the page's time fixes the data's dates too.
  const env = createMockEnv({ dataset, storage: memoryStorage(), faults: noFaults(0), now: () => Date.now() });
  setup?.(env.db);
  if (signedIn) startSession(env, storyToken);
  faultGroups(env.faults, loading, { kind: 'hang' });
  faultGroups(env.faults, fail, { kind: '500' });
  env.faults.tamper = tamper;
  return { env, handlers: handlersFor(env) };
}
