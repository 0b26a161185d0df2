/**
 * The demo backend as a service worker (built to `/demo-backend-worker.js` by mocks/worker/plugin.ts):
 * the same handler sets as Vitest, Storybook and `npm run mock-server`, answering the page's `/api`
 * requests here, off the page's main thread, with the database kept in IndexedDB.
 */
import type { HttpHandler } from 'msw';
import { getResponse } from 'msw';
import { datasets, settingsHeader, type Dataset, type StatusReply, type WorkerRequest } from '@/lib/demoBackend/protocol';
import { createMockEnv, type MockEnv } from '../env';
import { faultsFromSearch } from '../faults';
import { handlersFor } from '../handlers';
import { openIdbStorage, type IdbStorage } from '../idb-storage';
import { memoryStorage } from '../persist';

/** The parts of the service worker global scope used here (the project compiles against DOM types). */
type ExtendableEvent = Event & { waitUntil(promise: Promise<unknown>): void };
type FetchEvent = ExtendableEvent & { request: Request; clientId: string; respondWith(response: Promise<Response>): void };
type MessageEvent = ExtendableEvent & { data: WorkerRequest; ports: readonly MessagePort[] };
type Scope = {
  location: Location;
  skipWaiting(): Promise<void>;
  clients: { claim(): Promise<void> };
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
};
const scope = globalThis as unknown as Scope;

// Without IndexedDB (some private modes) the demo still runs, from memory for the worker's life.
const storage: Promise<IdbStorage> = openIdbStorage().catch(() => ({ ...memoryStorage(), flushed: async () => {} }));
const envs = new Map<Dataset, Promise<MockEnv>>();
/** Whether a data set's 'discarded' start has been told to a page already (it is told once). */
const told = new Set<Dataset>();

function envFor(dataset: Dataset): Promise<MockEnv> {
  let env = envs.get(dataset);
  if (!env) {
    env = storage.then((opened) => createMockEnv({ dataset, storage: opened }));
    envs.set(dataset, env);
  }
  return env;
}

/**
 * The handlers for one page load and its switches: the shared database of the data set, with the
 * page's own fault switches (so `?mockFailTimes=` counts per page load, as it did in the page).
 */
const handlerSets = new Map<string, Promise<HttpHandler[]>>();
const keptHandlerSets = 32;

function handlersForRequest(request: Request, clientId: string): Promise<HttpHandler[]> {
  const settings = new URLSearchParams(request.headers.get(settingsHeader) ?? '');
  const asked = settings.get('dataset');
  const dataset = datasets.find((name) => name === asked) ?? 'demo';
  const key = `${clientId} ${settings.toString()}`;
  let handlers = handlerSets.get(key);
  if (!handlers) {
    const faults = faultsFromSearch(settings.toString());
    handlers = envFor(dataset).then((env) => handlersFor({ ...env, faults }));
    handlerSets.set(key, handlers);
    // Page loads come and go: forget the oldest.
    if (handlerSets.size > keptHandlerSets) handlerSets.delete(handlerSets.keys().next().value!);
  }
  return handlers;
}

async function answer(event: FetchEvent): Promise<Response> {
  const handlers = await handlersForRequest(event.request, event.clientId);
  const response = await getResponse(handlers, event.request);
  // Keep the worker alive until the change a write made is in IndexedDB.
  event.waitUntil(storage.then((opened) => opened.flushed()));
  return response ?? fetch(event.request);
}

scope.addEventListener('install', (event) => event.waitUntil(scope.skipWaiting()));
scope.addEventListener('activate', (event) => event.waitUntil(scope.clients.claim()));

scope.addEventListener('fetch', (event) => {
  const url = new URL(event.request.url);
  if (url.origin !== scope.location.origin || !url.pathname.startsWith('/api/')) return;
  event.respondWith(answer(event));
});

scope.addEventListener('message', (event) => {
  const [port] = event.ports;
  const request = event.data;
  if (request.type === 'demo-backend:claim') {
    event.waitUntil(scope.clients.claim().then(() => port?.postMessage(null)));
  } else if (request.type === 'demo-backend:status') {
    const dataset = datasets.find((name) => name === request.dataset) ?? 'demo';
    event.waitUntil(
      envFor(dataset).then((env) => {
        const restoredFrom = env.restoredFrom === 'discarded' && told.has(dataset) ? 'restored' : env.restoredFrom;
        told.add(dataset);
        port?.postMessage({ restoredFrom } satisfies StatusReply);
      }),
    );
  }
});
