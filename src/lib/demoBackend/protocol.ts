/**
 * What the page and the demo backend's service worker (mocks/worker/) agree on. The worker runs
 * msw's handlers itself, so the page never loads them; this file is all they share.
 */

/** The worker script, at the site root so that its scope covers every page. */
export const workerScript = 'demo-backend-worker.js';

/**
 * Sent with every API request: the data set and the page's fault switches as a query string
 * (`dataset=testnet&mockFail=faq`). A header rather than a message, so a worker the browser has
 * stopped and restarted in between still answers each request as the page asked.
 */
export const settingsHeader = 'X-Demo-Backend';

export const datasets = ['demo', 'testnet'] as const;
export type Dataset = (typeof datasets)[number];

/** The page asks; the worker answers on the message's port. */
export type WorkerRequest =
  /** Take control of this page (one loaded with no controller, e.g. after a hard reload). */
  | { type: 'demo-backend:claim' }
  /** Load the data set if needed and tell how its stored copy was found. */
  | { type: 'demo-backend:status'; dataset: Dataset };

export type StatusReply = {
  /** 'discarded' once after a corrupt stored copy was thrown away and reseeded. */
  restoredFrom: 'restored' | 'empty' | 'discarded';
};

/** The keys under which the mock database lived in localStorage before it moved to IndexedDB. */
export const legacySnapshotPrefix = 'octoss.mockdb.';
