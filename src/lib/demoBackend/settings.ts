import { groups, type Group } from '@/api/contract/route';

/**
 * The demo backend's switches for tests and demos, read from the page URL by the adapter and sent
 * to the mock service worker with every request (one parser for both sides):
 * - `?mockFail=dashboard,payouts` (or `all`): requests of those endpoint groups fail;
 * - `?mockFault=500|network|timeout`: how they fail (default 500);
 * - `?mockFailTimes=3`: only the first 3 requests to each endpoint (method and URL) of those groups
 *   fail, later ones succeed, so a test sees both the error state and its retry recovering
 *   (react-query tries a query 3 times); default: all fail;
 * - `?mockTimeoutMs=1000`: the client's timeout for this page load, so a timeout takes seconds
 *   instead of the real 15 s (the adapter applies it to the client, the worker answers after it);
 * - `?mockDelay=0`: the simulated latency.
 */
export const faultKinds = ['500', 'network', 'timeout'] as const;
export type FaultKind = (typeof faultKinds)[number];

/** How long the client waits for an answer before it gives up with a `timeout` error. */
export const defaultRequestTimeoutMs = 15_000;

export type DemoSettings = {
  fail: Group[];
  kind: FaultKind;
  /** How many requests to each endpoint of a failing group fail before it recovers. */
  times: number;
  /** The client's timeout set by `?mockTimeoutMs=`; undefined leaves the client's own. */
  clientTimeoutMs?: number;
  /** Fixed latency in ms; undefined means the spec's simulated 500-800 ms. */
  delayMs?: number;
};

export const settingNames = ['mockFail', 'mockFault', 'mockFailTimes', 'mockTimeoutMs', 'mockDelay'] as const;

function boundedNumber(params: URLSearchParams, name: string, min: number, max: number): number | undefined {
  const value = Number(params.get(name));
  return params.has(name) && Number.isFinite(value) && value >= min ? Math.min(value, max) : undefined;
}

export function settingsFromSearch(search: string): DemoSettings {
  const params = new URLSearchParams(search);
  const fail = new Set<Group>();
  for (const name of (params.get('mockFail') ?? '').split(',')) {
    const trimmed = name.trim();
    if (trimmed === 'all') groups.forEach((group) => fail.add(group));
    else if ((groups as readonly string[]).includes(trimmed)) fail.add(trimmed as Group);
  }
  const kind = params.get('mockFault');
  return {
    fail: [...fail],
    kind: (faultKinds as readonly (string | null)[]).includes(kind) ? (kind as FaultKind) : '500',
    times: boundedNumber(params, 'mockFailTimes', 0, Number.MAX_SAFE_INTEGER) ?? Infinity,
    clientTimeoutMs: boundedNumber(params, 'mockTimeoutMs', 1, 60_000),
    delayMs: boundedNumber(params, 'mockDelay', 0, 60_000),
  };
}

/** Only the demo backend's switches of a page URL's query, as a query string (empty when none). */
export function settingsSearch(search: string): string {
  const params = new URLSearchParams(search);
  const kept = new URLSearchParams();
  for (const name of settingNames) {
    const value = params.get(name);
    if (value !== null) kept.set(name, value);
  }
  return kept.toString();
}
