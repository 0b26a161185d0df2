import { useSyncExternalStore } from 'react';
import { i18next, startI18n } from '@/i18n';
import { changeSignal } from '@/lib/changeSignal';
import { config, usesMocks } from '@/lib/config';
import type { Dataset, WorkerReply } from './protocol';
import { defaultRequestTimeoutMs } from '@/lib/requestTimeout';
import { documentPainted, firstPageShown } from '@/lib/firstPage';
import { storage, storageKeys } from '@/lib/storage';
import { toast } from '@/lib/toast';

/**
 * The app's one adapter to the demo backend (demo and testnet builds): the service worker
 * /demo-backend-sw.js (src/demo/worker/sw.ts), which answers `/api/*` off the main thread. It owns
 * - the start: the worker registers after the first paint (or at once when it controls the page
 *   already), and requests wait until it controls this page and knows it (`requestsReady`), so none
 *   escapes to the network;
 * - the status: `data-demo-backend="ready|unavailable"` on <html> (for diagnostics, and for tests to
 *   wait on), `useDemoBackendUnavailable` for error states, and a notice when it cannot start or
 *   had to reseed a corrupt saved database;
 * - the data set (demo or the testnet sandbox), chosen on /app/testnet and remembered;
 * - the fault switches and the client timeout, read from the address the page was opened with
 *   (src/demo/protocol.ts) and handed to the worker, which applies them to this page only.
 * A live build never calls `startDemoBackend`: it registers no worker, and the rest is inert.
 */

export type { Dataset };
export type DemoBackendStatus = 'off' | 'starting' | 'ready' | 'unavailable';

let status: DemoBackendStatus = 'off';
let timeoutMs = defaultRequestTimeoutMs;
let gate: Promise<unknown> = Promise.resolve();
let signedInGate: Promise<unknown> = Promise.resolve();
const statusChanges = changeSignal();
const datasetChanges = changeSignal();

function setStatus(next: DemoBackendStatus): void {
  status = next;
  if (next === 'ready' || next === 'unavailable') document.documentElement.setAttribute('data-demo-backend', next);
  statusChanges.notify();
}

/** Requests wait here until the demo backend answers this page (or failed to start: they then fail visibly). */
export function requestsReady(): Promise<unknown> {
  return gate;
}

/**
 * Requests that need a user also wait for the start-up sign-in of the demo account (the sign-in's
 * own requests wait only for `requestsReady`).
 */
export function signedInRequestsReady(): Promise<unknown> {
  return Promise.all([gate, signedInGate]);
}

/** How long the client waits for an answer: 15 s, or what `?mockTimeoutMs=` says in a demo. */
export function requestTimeout(): number {
  return timeoutMs;
}

export function demoBackendStatus(): DemoBackendStatus {
  return status;
}

/** Whether the demo backend failed to start (e.g. a browser that allows no service workers). */
export function useDemoBackendUnavailable(): boolean {
  return useSyncExternalStore(
    statusChanges.subscribe,
    () => status === 'unavailable',
    () => false,
  );
}

function defaultDataset(): Dataset {
  return config.mode === 'testnet' ? 'testnet' : 'demo';
}

export function currentDataset(): Dataset {
  // A live build has no mock data set: a choice stored by a demo on the same origin does not count.
  if (!usesMocks) return defaultDataset();
  const stored = storage.get(storageKeys.dataset);
  return stored === 'demo' || stored === 'testnet' ? stored : defaultDataset();
}

export function useDataset(): Dataset {
  // Prerendered HTML has the default data set; hydration renders it too, the stored one right after.
  return useSyncExternalStore(datasetChanges.subscribe, currentDataset, defaultDataset);
}

/**
 * How the page talks to the worker (register, take over, ask) and reads the fault switches from the
 * address: loaded when the demo backend starts, not with the app, since it validates with zod.
 */
const channel = () => import('./channel');

type Account = NonNullable<WorkerReply['account']>;

const signInAttempts = 3;

/**
 * The demo user signs in through the contract's sign-in route, like any user of a real backend,
 * with the account the worker names for the data set. `keepStoredToken`: a stored token the backend
 * still knows is kept (a reload); a fresh or another data set knows none, so it signs in at once.
 * The sign-in code loads here, not in the entry.
 */
async function signInAs(account: Account | undefined, keepStoredToken: boolean): Promise<void> {
  if (!account) return;
  const signIn = await import('@/api/signIn');
  signIn.registerAccount(() => account);
  // Tried as often as a query is (three times, backing off), so one lost answer at start does not
  // leave the reader signed out; after that the sign-in prompt offers it again.
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await (keepStoredToken ? signIn.ensureSignedIn() : signIn.signIn());
    } catch (error) {
      if (attempt >= signInAttempts) throw error;
      await new Promise((resolve) => window.setTimeout(resolve, 500 * 2 ** attempt));
    }
  }
}

function showNotice(severity: 'info' | 'warning', title: string, description: string): void {
  void startI18n().then(() => toast({ severity, title: i18next.t(title), description: i18next.t(description) }));
}

/**
 * Starts the demo backend for this page; never awaited before the first paint. Resolves once it
 * answers requests, or once it is known not to (the status then says so).
 */
export function startDemoBackend(): Promise<DemoBackendStatus> {
  // Read now: the reader may navigate (dropping the query) before the worker has started.
  const search = window.location.search;
  setStatus('starting');
  const started = (async () => {
    const { ask, demoSettingsFromSearch, isOurs, scriptUrl, takeOver } = await channel();
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
    // A page that was controlled already still checks for a newer worker, once it is shown.
    if (worker === current)
      void firstPageShown.then(() =>
        container.register(scriptUrl, { scope: import.meta.env.BASE_URL }).catch(() => undefined),
      );
    return reply;
  })();
  gate = started.catch(() => undefined);
  signedInGate = started
    .then((reply) => signInAs(reply.account, reply.restoredFrom === 'restored'))
    .catch(() => undefined);
  return started.then(
    (reply) => {
      setStatus('ready');
      if (reply.restoredFrom === 'discarded')
        showNotice('info', 'common:mocks.resetTitle', 'common:mocks.resetDescription');
      return status;
    },
    () => {
      setStatus('unavailable');
      showNotice('warning', 'common:mocks.unavailableTitle', 'common:mocks.unavailableDescription');
      return status;
    },
  );
}

/** Swaps the data set this page is answered from; the caller clears the query cache afterwards. */
export async function switchDataset(dataset: Dataset): Promise<void> {
  const { ask, isOurs } = await channel();
  const worker = navigator.serviceWorker?.controller;
  if (status === 'ready' && isOurs(worker)) {
    const reply = await ask(worker, { type: 'dataset', dataset });
    // Another data set does not know the token: its user signs in as the switch completes.
    signedInGate = signInAs(reply.account, false);
    await signedInGate;
  }
  storage.set(storageKeys.dataset, dataset);
  datasetChanges.notify();
}
