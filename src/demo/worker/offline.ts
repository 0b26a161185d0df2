/**
 * The demo's pages and the app's files, kept by the demo backend's service worker so a reload
 * without a network shows the app with its last data (the API is answered from IndexedDB by the
 * worker anyway) instead of the browser's error page. Its own module: sw.ts only hands it the
 * install, activate, fetch and message events.
 *
 * - Pages (navigations): network first, the answer kept; offline, the kept page, else the SPA
 *   shell (`/app-shell.html`, which renders any route), else a small page that says so.
 * - Hashed files (`/assets/*`): cache first; their names change with their content.
 * - Other files of the site (scripts before the app, icons, manifests): network first, kept.
 * - What the page loaded before this worker controlled it (its chunks, translations, stylesheet)
 *   arrives as a message from the page (src/demo/offlineCache.ts) and is kept too, with the shell.
 *
 * One cache per build (`__OFFLINE_VERSION__`, from the build's file names, set by
 * tooling/vite/demo-backend-worker.ts); a new worker deletes the older ones on activate.
 */

declare const __OFFLINE_VERSION__: string;
declare const __OFFLINE_SHELL__: readonly string[];

type ExtendableEvent = Event & { waitUntil(promise: Promise<unknown>): void };
type FetchEvent = ExtendableEvent & { readonly request: Request; respondWith(response: Promise<Response>): void };

export const cachePrefix = 'octoss-offline-';
const version = typeof __OFFLINE_VERSION__ === 'string' ? __OFFLINE_VERSION__ : 'dev';
export const cacheName = `${cachePrefix}${version}`;
/** The SPA shell and the entry's files, kept with the first page's files: enough to start the app on any path. */
const shell: readonly string[] = typeof __OFFLINE_SHELL__ === 'undefined' ? [] : __OFFLINE_SHELL__;
export const spaShell = '/app-shell.html';

/** The message the page sends once this worker controls it: the site's files it has loaded so far. */
export type OfflineMessage = { type: 'offline-cache'; urls: string[] };

export function isOfflineMessage(data: unknown): data is OfflineMessage {
  if (typeof data !== 'object' || data === null) return false;
  const message = data as { type?: unknown; urls?: unknown };
  return (
    message.type === 'offline-cache' &&
    Array.isArray(message.urls) &&
    message.urls.every((url) => typeof url === 'string')
  );
}

/** What a file is kept under: its address without the query (`?mockDelay=0` opens the same page). */
const keyOf = (url: string) => {
  const parsed = new URL(url);
  return parsed.origin + parsed.pathname;
};

/** Kept only when whole and ours: a 200 of the same origin, not an opaque or partial answer. */
const keepable = (response: Response) => response.ok && response.status === 200 && response.type === 'basic';

/**
 * Keeps an answer for offline use, at best: a storage without room (the quota reached) or a cache
 * that cannot be opened loses the copy, never the answer the page is waiting for.
 */
async function keep(request: Request | string, response: Response): Promise<void> {
  if (!keepable(response)) return;
  try {
    await (await caches.open(cacheName)).put(request, response);
  } catch {
    // Not kept: this file is fetched again next time, and offline it is missing as if never loaded.
  }
}

/** Activate: the caches of older builds go. */
export async function onActivate(): Promise<void> {
  const names = await caches.keys();
  await Promise.all(
    names.filter((name) => name.startsWith(cachePrefix) && name !== cacheName).map((name) => caches.delete(name)),
  );
}

/** Fetches and keeps those of `urls` the cache does not hold yet. */
async function keepMissing(cache: Cache, urls: readonly string[], init?: RequestInit): Promise<void> {
  for (const url of urls) {
    if (await cache.match(url)) continue;
    try {
      await keep(url, await fetch(url, init));
    } catch {
      // Offline meanwhile: kept as the pages load them.
    }
  }
}

/**
 * The message of a page this worker controls now: the files it loaded before, and the shell, each
 * kept unless it is already. The shell is kept here rather than on install: a worker does not
 * answer until its install is over, and the page's first data would wait for a second download of
 * the entry's files. It is fetched afresh, not from the HTTP cache of an older build.
 */
export async function onOfflineMessage(message: OfflineMessage, origin: string): Promise<void> {
  const cache = await caches.open(cacheName);
  const loaded = message.urls
    .map((url) => new URL(url, origin))
    .filter((url) => url.origin === origin && !url.pathname.startsWith('/api/'))
    .map((url) => keyOf(url.href));
  // One at a time, this page's first: they compete with what the page still loads.
  await keepMissing(cache, [...new Set(loaded)]);
  await keepMissing(
    cache,
    shell.map((url) => new URL(url, origin).href),
    { cache: 'no-cache' },
  );
}

/** The page shown offline when neither the page nor the shell was kept: in the five languages, no script. */
function offlinePage(): Response {
  const body = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Offline | OCTOSS</title></head><body><main><h1>You are offline</h1><p>This page was not saved for offline use. Reconnect and reload.</p><p lang="ko">오프라인 상태입니다.</p><p lang="ja">オフラインです。</p><p lang="vi">Bạn đang ngoại tuyến.</p><p lang="id">Anda sedang offline.</p></main></body></html>`;
  return new Response(body, { status: 503, headers: { 'Content-Type': 'text/html; charset=utf-8' } });
}

/** Network first, the answer kept; without a network, what `fallback` finds (or the error again). */
async function networkFirst(request: Request, fallback: (error: unknown) => Promise<Response>): Promise<Response> {
  try {
    const response = await fetch(request);
    await keep(keyOf(request.url), response.clone());
    return response;
  } catch (error) {
    return fallback(error);
  }
}

const page = (request: Request) =>
  networkFirst(request, async (error) => {
    const cache = await caches.open(cacheName);
    const kept = (await cache.match(keyOf(request.url))) ?? (await cache.match(new URL(spaShell, request.url).href));
    if (kept) return kept;
    if (error instanceof TypeError) return offlinePage();
    throw error;
  });

async function hashedFile(request: Request): Promise<Response> {
  const key = keyOf(request.url);
  const cache = await caches.open(cacheName);
  const kept = await cache.match(key);
  if (kept) return kept;
  const response = await fetch(request);
  await keep(key, response.clone());
  return response;
}

const siteFile = (request: Request) =>
  networkFirst(request, async (error) => {
    const kept = await (await caches.open(cacheName)).match(keyOf(request.url));
    if (kept) return kept;
    throw error;
  });

/**
 * Answers a request of the site's own files (not `/api/`, which the demo backend answers; the
 * browser fetches the worker script itself around any worker); returns false for what it leaves.
 */
export function onFetch(event: FetchEvent, origin: string): boolean {
  const { request } = event;
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.origin !== origin || url.pathname.startsWith('/api/')) return false;
  if (request.mode === 'navigate') event.respondWith(page(request));
  else if (url.pathname.startsWith('/assets/')) event.respondWith(hashedFile(request));
  else event.respondWith(siteFile(request));
  return true;
}
