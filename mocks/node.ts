import { setupServer } from 'msw/node';
import { createMockEnv, type MockEnvOptions } from './env';
import { handlersFor } from './endpoints';

/** msw/node over a fresh database, for Vitest: no latency unless the test asks for it. */
export function createTestServer(options: Partial<MockEnvOptions> = {}) {
  const env = createMockEnv({ dataset: 'demo', ...options });
  const server = setupServer(...handlersFor(env));
  return { server, env };
}
