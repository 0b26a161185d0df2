/**
 * Tells the demo backend's worker which of the site's files this page loaded before the worker
 * controlled it (the entry, this page's chunk and translations, its stylesheet), so a reload
 * without a network finds them in its offline cache (src/demo/worker/offline.ts). What the page
 * loads later passes through the worker, which keeps it itself.
 */
export function keepPageForOffline(): void {
  const worker = navigator.serviceWorker?.controller;
  if (!worker) return;
  const origin = window.location.origin;
  const urls = performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((url) => url.startsWith(`${origin}/`) && !url.startsWith(`${origin}/api/`));
  // The page itself too: its HTML was fetched before the worker controlled it.
  worker.postMessage({ type: 'offline-cache', urls: [...new Set([window.location.href, ...urls])] });
}
