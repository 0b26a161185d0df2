import { setupWorker } from 'msw/browser';
import { createMockEnv, type MockEnv } from './env';
import { faultsFromSearch } from './faults';
import { handlersFor } from './handlers';
import { signInOf } from './handlers/session';
import type { SignIn } from '@/api/contract/session';
import type { Dataset } from './seed';

export type MockController = {
  /** Swaps the handler set at run time (demo data set <-> testnet sandbox). */
  useDataset(dataset: Dataset): void;
  /** 'discarded' when a corrupt stored database was thrown away and reseeded. */
  restoredFrom: MockEnv['restoredFrom'];
  /** The client timeout `?mockTimeoutMs=` asks for, for the app to apply; undefined keeps its own. */
  clientTimeoutMs?: number;
  /** What signs the active data set's user in through the sign-in route (the mock's fixed code). */
  account(): SignIn;
};

/**
 * Starts the service worker; resolves once it answers requests. Never awaited before first paint.
 * `search` is the address's query as the page was opened: the switches (`?mockFail=`, ...) belong
 * to that load, whatever page the reader has moved on to by the time the mocks start.
 */
export async function startMocks(initial: Dataset, search: string): Promise<MockController> {
  const faults = faultsFromSearch(search);
  const envs = new Map<Dataset, MockEnv>();
  const envFor = (dataset: Dataset) => {
    let env = envs.get(dataset);
    if (!env) {
      env = createMockEnv({ dataset, storage: window.localStorage, faults });
      envs.set(dataset, env);
    }
    return env;
  };
  let active = envFor(initial);
  const worker = setupWorker(...handlersFor(active));
  await worker.start({
    serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
    quiet: import.meta.env.PROD,
    onUnhandledRequest(request, print) {
      if (new URL(request.url).pathname.startsWith('/api/')) print.warning();
    },
  });
  return {
    restoredFrom: active.restoredFrom,
    clientTimeoutMs: faults.clientTimeoutMs,
    account: () => signInOf(active),
    useDataset(dataset) {
      active = envFor(dataset);
      worker.resetHandlers(...handlersFor(active));
    },
  };
}
