/**
 * The mock backend as a real HTTP server, for backend developers and contract tests:
 * `npm run mock-server` (PORT, default 9090; MOCK_DATASET demo|testnet; MOCK_DELAY ms, default 0).
 */
import cors from 'cors';
import express from 'express';
import { createMiddleware } from '@mswjs/http-middleware';
import { pathToFileURL } from 'node:url';
import { createMockEnv, type MockEnvOptions } from './env';
import { faultsFromSearch } from './faults';
import { handlersFor } from './handlers';

export function createMockApp(options: Partial<MockEnvOptions> = {}) {
  const env = createMockEnv({ dataset: 'demo', ...options });
  const app = express();
  app.use(cors({ exposedHeaders: ['Idempotent-Replay'] }));
  app.use(createMiddleware(...handlersFor(env)));
  app.use((_request, response) => {
    response.status(404).json({ code: 'not_found', message: 'No such endpoint' });
  });
  return { app, env };
}

const isMain = process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href;
if (isMain) {
  const port = Number(process.env.PORT ?? 9090);
  const dataset = process.env.MOCK_DATASET === 'testnet' ? 'testnet' : 'demo';
  const faults = faultsFromSearch(`?mockDelay=${process.env.MOCK_DELAY ?? 0}`);
  const { app } = createMockApp({ dataset, faults });
  app.listen(port, () => {
    console.log(`OCTOSS mock API (${dataset}) on http://localhost:${port}/api  (try: curl localhost:${port}/api/me)`);
  });
}
