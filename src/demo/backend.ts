import { i18next, startI18n } from '@/i18n';
import { currentDataset, setBackendStatus, type BackendStatus, type Dataset } from '@/lib/backend';
import { documentPainted, firstReadsSettled } from '@/lib/firstPage';
import { toast } from '@/lib/toast';
import { ask, demoSettingsFromSearch, isOurs, scriptUrl, takeOver } from './channel';
import type { WorkerReply } from './protocol';

/**
 * The page's half of the demo backend (demo and testnet builds): the service worker
 * /demo-backend-sw.js (src/demo/worker/sw.ts), which answers `/api/*` off the main thread. The entry
 * (src/main.tsx) loads this module, starts it, holds requests until it answers (its gate and
 * timeout, registered as the HTTP client's request hook) and signs its user in. It owns
 * - the start: the worker registers after the first paint (or at once when it controls the page
 *   already); `startDemoBackend` resolves once it controls this page and knows it;
 * - the status, reported to the backend seam (src/lib/backend.ts) and as
 *   `data-demo-backend="ready|unavailable"` on <html> (for diagnostics, and for tests to wait on),
 *   with a notice when it cannot start or had to reseed a corrupt saved database;
 * - the data set switch (demo or the testnet sandbox), asked of the worker;
 * - the fault switches and the client timeout, read from the address the page was opened with
 *   (src/demo/protocol.ts) and handed to the worker, which applies them to this page only.
 * A live build never loads it: the entry's dynamic import of it is in a branch a live build drops.
 */

/** How the data set's user signs in (the mock's own account), as the worker names it. */
export type DemoAccount = NonNullable<WorkerReply['account']>;

/** The demo backend answers this page. */
export type DemoStarted = {
  /** Who signs in on this data set. */
  account?: DemoAccount;
  /** Its database was restored from a saved copy (a reload): a stored token may still be good. */
  restored: boolean;
};

let status: BackendStatus = 'off';
let timeoutMs: number | undefined;

function setStatus(next: BackendStatus): void {
  status = next;
  if (next === 'ready' || next === 'unavailable') document.documentElement.setAttribute('data-demo-backend', next);
  setBackendStatus(next);
}

/** How long the client waits for an answer on this page load: what `?mockTimeoutMs=` says, else its own default. */
export function requestTimeoutMs(): number | undefined {
  return timeoutMs;
}

function showNotice(severity: 'info' | 'warning', title: string, description: string): void {
  void startI18n().then(() => toast({ severity, title: i18next.t(title), description: i18next.t(description) }));
}

/**
 * Starts the demo backend for this page; never awaited before the first paint. `search` is the
 * query of the address the page was opened with (the fault switches), read by the entry before
 * anything could change it: hydration takes the query off the address for a while, and the reader
 * may navigate before this module has even loaded. Resolves once it answers requests; rejects when
 * it cannot (the status then says so, and a notice shows).
 */
export function startDemoBackend(search: string): Promise<DemoStarted> {
  setStatus('starting');
  const started = (async () => {
    const settings = demoSettingsFromSearch(search);
    // Before any request leaves (they wait for this start), so the shortened timeout of a fault test applies to all.
    if (settings.timeoutMs !== undefined) timeoutMs = settings.timeoutMs;
    if (!('serviceWorker' in navigator)) throw new Error('This browser has no service workers');
    const container = navigator.serviceWorker;
    // A reload of a page the worker controls starts at once: its code is not the page's to load.
    // Otherwise the worker's script waits until the page has painted (or a few seconds at most).
    const current = container.controller;
    if (!isOurs(current))
      await Promise.race([documentPainted, new Promise((resolve) => window.setTimeout(resolve, 3000))]);
    const worker = isOurs(current) ? current : await takeOver(container);
    const reply = await ask(worker, { type: 'start', dataset: currentDataset(), settings });
    // A page that was controlled already still checks for a newer worker, once its first reads
    // have come (the check fetches the worker's script).
    if (worker === current)
      void firstReadsSettled.then(() =>
        container.register(scriptUrl, { scope: import.meta.env.BASE_URL }).catch(() => undefined),
      );
    return reply;
  })();
  return started.then(
    (reply) => {
      setStatus('ready');
      if (reply.restoredFrom === 'discarded')
        showNotice('info', 'common:mocks.resetTitle', 'common:mocks.resetDescription');
      return { account: reply.account, restored: reply.restoredFrom === 'restored' };
    },
    (error: unknown) => {
      setStatus('unavailable');
      showNotice('warning', 'common:mocks.unavailableTitle', 'common:mocks.unavailableDescription');
      throw error;
    },
  );
}

/**
 * Asks the worker to answer this page from `dataset`. Resolves with the data set's account (a fresh
 * data set knows no token: its user signs in next), or `undefined` when the demo backend does not
 * answer this page (then there is nothing to switch but the choice, which the caller remembers).
 */
export async function switchDemoDataset(dataset: Dataset): Promise<{ account?: DemoAccount } | undefined> {
  const worker = navigator.serviceWorker?.controller;
  if (status !== 'ready' || !isOurs(worker)) return undefined;
  const reply = await ask(worker, { type: 'dataset', dataset });
  return { account: reply.account };
}
