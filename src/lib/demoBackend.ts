import { useSyncExternalStore } from 'react';
import { i18next, startI18n } from '@/i18n';
import { changeSignal } from './changeSignal';
import { config, usesMocks } from './config';
import {
  defaultRequestTimeoutMs,
  demoSettingsFromSearch,
  workerReplySchema,
  type Dataset,
  type PageMessage,
  type WorkerReply,
} from './demoSettings';
import { demoBackendScript } from './demoBackendScript';
import { firstPageShown } from './firstPage';
import { storage, storageKeys } from './storage';
import { toast } from './toast';

/**
 * The app's one adapter to the demo backend (demo and testnet builds): the service worker
 * /demo-backend-sw.js (mocks/worker/sw.ts), which answers `/api/*` off the main thread. It owns
 * - the start: the worker registers after the first paint (or at once when it controls the page
 *   already), and requests wait until it controls this page and knows it (`requestsReady`), so none
 *   escapes to the network;
 * - the status: `data-demo-backend="ready|unavailable"` on <html> (for diagnostics, and for tests to
 *   wait on), `useDemoBackendUnavailable` for error states, and a notice when it cannot start or
 *   had to reseed a corrupt saved database;
 * - the data set (demo or the testnet sandbox), chosen on /app/testnet and remembered;
 * - the fault switches and the client timeout, read from the address the page was opened with
 *   (src/lib/demoSettings.ts) and handed to the worker, which applies them to this page only.
 * A live build never calls `startDemoBackend`: it registers no worker, and the rest is inert.
 */

export type { Dataset };
export type DemoBackendStatus = 'off' | 'starting' | 'ready' | 'unavailable';

/** How long a worker may take to install, activate and take over the page before the demo is declared unavailable. */
const controlTimeoutMs = 30_000;

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

const scriptUrl = `${import.meta.env.BASE_URL}${demoBackendScript}`;
const isOurs = (worker: ServiceWorker | null | undefined): worker is ServiceWorker =>
  worker?.scriptURL.endsWith(`/${demoBackendScript}`) ?? false;

function ask(worker: ServiceWorker, message: PageMessage, withinMs?: number): Promise<WorkerReply> {
  return new Promise((resolve, reject) => {
    const channel = new MessageChannel();
    const timer =
      withinMs === undefined
        ? undefined
        : window.setTimeout(() => reject(new Error('The demo backend did not answer')), withinMs);
    channel.port1.onmessage = (event: MessageEvent<unknown>) => {
      window.clearTimeout(timer);
      const reply = workerReplySchema.safeParse(event.data);
      if (reply.success && reply.data.ok) resolve(reply.data);
      else
        reject(
          new Error(
            reply.success ? (reply.data.error ?? 'The demo backend refused') : 'Unreadable answer of the demo backend',
          ),
        );
    };
    worker.postMessage(message, [channel.port2]);
  });
}

/** The demo backend's worker once it controls this page (its fetches then reach it, none the network). */
async function takeOver(container: ServiceWorkerContainer): Promise<ServiceWorker> {
  const registration = await container.register(scriptUrl, { scope: import.meta.env.BASE_URL });
  if (isOurs(container.controller)) return container.controller;
  const controlled = new Promise<ServiceWorker>((resolve) => {
    const check = () => {
      if (!isOurs(container.controller)) return;
      container.removeEventListener('controllerchange', check);
      resolve(container.controller);
    };
    container.addEventListener('controllerchange', check);
    check();
  });
  // A new worker claims every page when it activates. An active one does not control a page loaded
  // without it (a hard reload, a page opened while it was activating): that page asks to be claimed.
  const active = registration.active ?? (await container.ready).active;
  if (isOurs(active) && !isOurs(container.controller))
    await ask(active, { type: 'claim' }, controlTimeoutMs).catch(() => undefined);
  return Promise.race([
    controlled,
    new Promise<never>((_, reject) =>
      window.setTimeout(() => reject(new Error('The demo backend did not take over the page')), controlTimeoutMs),
    ),
  ]);
}

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
  const settings = demoSettingsFromSearch(window.location.search);
  // Before any request leaves, so the shortened timeout of a fault test applies to all.
  if (settings.timeoutMs !== undefined) timeoutMs = settings.timeoutMs;
  setStatus('starting');
  const started = (async () => {
    if (!('serviceWorker' in navigator)) throw new Error('This browser has no service workers');
    const container = navigator.serviceWorker;
    // A reload of a page the worker controls starts at once: its code is not the page's to load.
    // Otherwise the worker's script waits until the page has painted (or a few seconds at most).
    const current = container.controller;
    if (!isOurs(current))
      await Promise.race([firstPageShown, new Promise((resolve) => window.setTimeout(resolve, 3000))]);
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
