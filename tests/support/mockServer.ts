import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { createTestServer } from '@mocks/node';
import type { MockEnvOptions } from '@mocks/env';
import { signInOf } from '@mocks/areas/app/store';
import { setRequestHook } from '@/api/requestHook';
import { signInWith } from '@/api/signIn';
import { currentLanguage } from '@/i18n';

/**
 * Starts msw/node with the app's own handlers for this test file; the database is reseeded
 * and the client signed in before each test, and there is no latency. Returns the env so a test can read or tweak the db
 * (e.g. `env.db.uidLink.deleteMany(...)` for an empty state, `env.faults.fail.add('dashboard')`, or
 * `faultRoute(env.faults, 'createClaim', { kind: '500', times: 1 })` of mocks/faults.ts for one route).
 */
export function useMockServer(options: Partial<MockEnvOptions> = {}) {
  const { server, env } = createTestServer(options);
  beforeAll(() => {
    server.listen({ onUnhandledRequest: 'error' });
    // As the entry (src/main.tsx) does: every request says the reader's language.
    setRequestHook(() => ({ headers: { 'Accept-Language': currentLanguage() } }));
  });
  beforeEach(async () => {
    env.reset();
    env.faults.fail.clear();
    env.faults.routes.clear();
    // The client signs in through the sign-in route, as the app's demo backend does at start.
    await signInWith(signInOf(env));
  });
  afterEach(() => {
    server.resetHandlers();
    server.events.removeAllListeners();
  });
  afterAll(() => {
    setRequestHook(undefined);
    server.close();
  });
  return { server, env };
}
