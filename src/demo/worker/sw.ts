// First: msw reads localStorage when it loads, and a worker has none.
import './local-storage';
import { getResponse, type HttpHandler } from 'msw';
import { z } from 'zod';
import {
  demoSettingsSchema,
  pageDatasets,
  pageMessageSchema,
  type Dataset,
  type DemoSettings,
  type WorkerReply,
} from '@/demo/protocol';
import { openMockEnv, type MockEnv } from '@mocks/env';
import { memoryStorage } from '@mocks/persist';
import { faultsFrom, type Faults } from '@mocks/faults';
import { handlersFor } from '@mocks/endpoints';
import { signInOf } from '@mocks/areas/app';
import { openWorkerStorage, type WorkerStorage } from './idb-storage';
import * as offline from './offline';

/**
 * The demo backend: a service worker of our own (built to /demo-backend-sw.js by
 * tooling/vite/demo-backend-worker.ts) that answers the site's `/api/*` requests itself with the same handlers
 * that serve Vitest, Storybook and `npm run mock-server`, from databases kept in IndexedDB. The page
 * never loads msw, @mswjs/data or the seeds; its adapter (src/demo/backend.ts) registers this
 * worker and tells it, per page, which data set to answer from and which fault switches apply.
 *
 * Every page (a client) has its own data set and switches: two tabs may show demo and testnet, and
 * `?mockFail=` of one page load fails only that page's requests. What a page said is kept in
 * IndexedDB too, so a worker that the browser stopped while idle answers it the same on restart.
 * The databases are one per data set, shared by all pages.
 */

type ExtendableEvent = Event & { waitUntil(promise: Promise<unknown>): void };
type FetchEvent = ExtendableEvent & {
  readonly request: Request;
  readonly clientId: string;
  readonly resultingClientId: string;
  respondWith(response: Promise<Response>): void;
};
type ExtendableMessageEvent = ExtendableEvent & {
  readonly data: unknown;
  readonly source: { readonly id: string } | null;
  readonly ports: readonly MessagePort[];
};
type WorkerScope = {
  readonly location: { readonly origin: string };
  readonly clients: {
    claim(): Promise<void>;
    matchAll(options: {
      includeUncontrolled: boolean;
      type: 'window';
    }): Promise<ReadonlyArray<{ readonly id: string }>>;
  };
  skipWaiting(): Promise<void>;
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
  addEventListener(type: 'message', listener: (event: ExtendableMessageEvent) => void): void;
};
declare const self: WorkerScope;

/** The data set of a page that never said (a link opened to /api/... itself). */
const defaultDataset: Dataset = import.meta.env.VITE_API_MODE === 'testnet' ? 'testnet' : 'demo';

type Page = { dataset: Dataset; settings: DemoSettings; faults: Faults; handlers?: HttpHandler[] };
const pageRecordSchema = z.object({ dataset: z.enum(pageDatasets), settings: demoSettingsSchema });

/** Memory for this worker's life, where IndexedDB cannot be opened (a private window that allows none). */
function memoryWorkerStorage(): WorkerStorage {
  const records = new Map<string, string>();
  return {
    ...memoryStorage(),
    pages: {
      get: (id) => records.get(id),
      set: (id, record) => void records.set(id, record),
      remove: (id) => void records.delete(id),
      ids: () => [...records.keys()],
    },
  };
}

const storageReady: Promise<WorkerStorage> = openWorkerStorage(memoryWorkerStorage);
/** Per data set: its database (opened from its stored copy once), and whether a page was told how that copy was found. */
const envs = new Map<Dataset, Promise<{ env: MockEnv; told: boolean }>>();
const pages = new Map<string, Page>();

function envOf(storage: WorkerStorage, dataset: Dataset) {
  let entry = envs.get(dataset);
  if (!entry) {
    entry = openMockEnv({ dataset, storage }).then((env) => ({ env, told: false }));
    envs.set(dataset, entry);
  }
  return entry;
}

function remember(storage: WorkerStorage, id: string, page: Page): Page {
  pages.set(id, page);
  if (id) storage.pages.set(id, JSON.stringify({ dataset: page.dataset, settings: page.settings }));
  return page;
}

function pageOf(storage: WorkerStorage, id: string): Page {
  const known = pages.get(id);
  if (known) return known;
  const saved = storage.pages.get(id);
  const parsed = saved === undefined ? undefined : pageRecordSchema.safeParse(safeJson(saved));
  const record = parsed?.success
    ? parsed.data
    : { dataset: defaultDataset, settings: demoSettingsSchema.parse({ fail: [], fault: '500' }) };
  const page = { ...record, faults: faultsFrom(record.settings) };
  pages.set(id, page);
  return page;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

async function handlersOf(storage: WorkerStorage, page: Page): Promise<HttpHandler[]> {
  // The page's own switches over the shared database of its data set.
  page.handlers ??= handlersFor({ ...(await envOf(storage, page.dataset)).env, faults: page.faults });
  return page.handlers;
}

/** Forgets what closed pages said. */
async function forgetClosedPages(storage: WorkerStorage): Promise<void> {
  const open = new Set(
    (await self.clients.matchAll({ includeUncontrolled: true, type: 'window' })).map((client) => client.id),
  );
  for (const id of pages.keys()) if (!open.has(id)) pages.delete(id);
  for (const id of storage.pages.ids()) if (!open.has(id)) storage.pages.remove(id);
}

async function answer(event: FetchEvent): Promise<Response> {
  const storage = await storageReady;
  const page = pageOf(storage, event.clientId || event.resultingClientId);
  // A write's rows are stored before its answer comes (MockEnv.transaction): nothing waits after it.
  const response = await getResponse(await handlersOf(storage, page), event.request);
  return response ?? new Response(null, { status: 404 });
}

async function onMessage(event: ExtendableMessageEvent): Promise<void> {
  const reply = (message: WorkerReply) => event.ports[0]?.postMessage(message);
  const message = pageMessageSchema.safeParse(event.data);
  const id = event.source?.id ?? '';
  if (!message.success) return reply({ ok: false, error: 'Unknown message' });
  const storage = await storageReady;
  switch (message.data.type) {
    case 'claim':
      await self.clients.claim();
      return reply({ ok: true });
    case 'start': {
      const { dataset, settings } = message.data;
      remember(storage, id, { dataset, settings, faults: faultsFrom(settings) });
      const entry = await envOf(storage, dataset);
      // A corrupt copy that was reseeded is news once, to the page that started the database.
      const restoredFrom = entry.told ? 'restored' : entry.env.restoredFrom;
      entry.told = true;
      await forgetClosedPages(storage);
      return reply({ ok: true, restoredFrom, account: signInOf(entry.env) });
    }
    case 'dataset': {
      const page = pageOf(storage, id);
      remember(storage, id, { ...page, dataset: message.data.dataset, handlers: undefined });
      const entry = await envOf(storage, message.data.dataset);
      entry.told = true;
      return reply({ ok: true, account: signInOf(entry.env) });
    }
  }
}

// Nothing to wait for: the offline shell is kept once a page says what it loaded (offline.ts).
self.addEventListener('install', (event) => event.waitUntil(self.skipWaiting()));
self.addEventListener('activate', (event) =>
  event.waitUntil(Promise.all([offline.onActivate(), self.clients.claim()])),
);
self.addEventListener('message', (event) =>
  event.waitUntil(
    offline.isOfflineMessage(event.data)
      ? offline.onOfflineMessage(event.data, self.location.origin)
      : onMessage(event),
  ),
);
self.addEventListener('fetch', (event) => {
  // The site's own files and pages: kept for a reload offline (offline.ts).
  if (offline.onFetch(event, self.location.origin)) return;
  const url = new URL(event.request.url);
  // The site's own API; everything else (other origins) goes to the network.
  if (url.origin !== self.location.origin || !url.pathname.startsWith('/api/')) return;
  event.respondWith(answer(event));
});
