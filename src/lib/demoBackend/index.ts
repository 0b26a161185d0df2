import { i18next, startI18n } from '@/i18n';
import { usesMocks } from '../config';
import { firstPageShown } from '../firstPage';
import { storage } from '../storage';
import { toast } from '../toast';
import { currentDataset } from './dataset';
import { legacySnapshotPrefix, settingsHeader } from './protocol';
import { defaultRequestTimeoutMs, settingsFromSearch, settingsSearch } from './settings';
import { reportUnavailable } from './status';
import { askStatus, connectWorker } from './worker';

/**
 * The demo backend as the app sees it: in demo and testnet mode a service worker answers `/api`
 * (mocks/worker/), and this adapter owns its start, its status, the data set and the page's
 * fault and timeout switches. Live mode never starts it: requests go out at once, as they are.
 */
export { switchDataset, useDataset } from './dataset';
export type { Dataset } from './protocol';
export { useMocksUnavailable } from './status';

type RequestSettings = { timeoutMs: number; headers: Record<string, string> };

let ready: Promise<unknown> = Promise.resolve();
/** The page URL's switches (settings.ts) as a query string; undefined until started. */
let switches: string | undefined;
let timeoutMs = defaultRequestTimeoutMs;

/** Before the worker existed, the mock database lived in localStorage: megabytes nothing reads now. */
function dropLegacySnapshots(): void {
  try {
    const keys = Object.keys(window.localStorage).filter((key) => key.startsWith(legacySnapshotPrefix));
    keys.forEach((key) => storage.remove(key));
  } catch {
    // No localStorage: nothing was ever stored there either.
  }
}

async function notify(title: 'resetTitle' | 'unavailableTitle', description: 'resetDescription' | 'unavailableDescription', severity: 'info' | 'warning') {
  await startI18n();
  toast({ severity, title: i18next.t(`common:mocks.${title}`), description: i18next.t(`common:mocks.${description}`) });
}

/** Called once by src/main.tsx. Never delays the first paint: requests wait instead. */
export function startDemoBackend(): void {
  if (!usesMocks) return;
  switches = settingsSearch(window.location.search);
  timeoutMs = settingsFromSearch(switches).clientTimeoutMs ?? defaultRequestTimeoutMs;
  // A first visit registers the worker once the page has painted (or after a few seconds whatever
  // happened: an error screen needs the backend as much as a page).
  const mayRegister = Promise.race([firstPageShown, new Promise((resolve) => setTimeout(resolve, 3000))]);
  const worker = connectWorker(mayRegister);
  // A worker that fails to start must not freeze the app: requests then go out and fail visibly.
  ready = worker.catch(() => undefined);
  worker.then(
    async (active) => {
      dropLegacySnapshots();
      const status = await askStatus(active, currentDataset());
      if (status.restoredFrom === 'discarded') await notify('resetTitle', 'resetDescription', 'info');
    },
    async () => {
      reportUnavailable();
      await notify('unavailableTitle', 'unavailableDescription', 'warning');
    },
  );
}

/** What every API request waits for and carries: the worker in control, the timeout, the switches. */
export async function requestSettings(): Promise<RequestSettings> {
  await ready;
  if (switches === undefined) return { timeoutMs, headers: {} };
  const settings = new URLSearchParams(switches);
  settings.set('dataset', currentDataset());
  return { timeoutMs, headers: { [settingsHeader]: settings.toString() } };
}
