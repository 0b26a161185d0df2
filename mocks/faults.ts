import { groups, type Group } from '@/api/contract/route';
import { defaultRequestTimeoutMs } from '@/api/requestTimeout';
import { isOneOf } from './models/enum';

/**
 * Switches for tests and demos, read from the page URL at start:
 * - `?mockFail=dashboard,payouts` (or `all`): requests of those endpoint groups fail;
 * - `?mockFault=500|network|timeout`: how they fail (default 500);
 * - `?mockFailTimes=3`: only the first 3 requests to each endpoint (method and URL) of those groups
 *   fail, later ones succeed, so a test sees both the error state and its retry recovering
 *   (react-query tries a query 3 times); default: all fail;
 * - `?mockTimeoutMs=1000`: the client's timeout for this page load, so a timeout takes seconds
 *   instead of the real 15 s (main.tsx applies it to the client);
 * - `?mockDelay=0`: the simulated latency.
 */
export const faultKinds = ['500', 'network', 'timeout'] as const;
export type FaultKind = (typeof faultKinds)[number];

export type Faults = {
  fail: Set<Group>;
  kind: FaultKind;
  /** How many requests to each endpoint of a failing group fail before it recovers. */
  times: number;
  /** The client's timeout set by `?mockTimeoutMs=`; undefined leaves the client's own. */
  clientTimeoutMs?: number;
  /** Fixed latency in ms; undefined means the spec's simulated 500-800 ms. */
  delayMs?: number;
  /** Requests that have failed so far, per endpoint (`GET https://…/api/x?page=1`). */
  failed: Map<string, number>;
};

function boundedNumber(params: URLSearchParams, name: string, min: number, max: number): number | undefined {
  const value = Number(params.get(name));
  return params.has(name) && Number.isFinite(value) && value >= min ? Math.min(value, max) : undefined;
}

export function faultsFromSearch(search: string): Faults {
  const params = new URLSearchParams(search);
  const fail = new Set<Group>();
  for (const name of (params.get('mockFail') ?? '').split(',')) {
    const trimmed = name.trim();
    if (trimmed === 'all') groups.forEach((group) => fail.add(group));
    else if (isOneOf(groups, trimmed)) fail.add(trimmed);
  }
  const kind = params.get('mockFault');
  return {
    fail,
    kind: isOneOf(faultKinds, kind) ? kind : '500',
    times: boundedNumber(params, 'mockFailTimes', 0, Number.MAX_SAFE_INTEGER) ?? Infinity,
    clientTimeoutMs: boundedNumber(params, 'mockTimeoutMs', 1, 60_000),
    delayMs: boundedNumber(params, 'mockDelay', 0, 60_000),
    failed: new Map(),
  };
}

export function noFaults(delayMs = 0): Faults {
  return { fail: new Set(), kind: '500', times: Infinity, delayMs, failed: new Map() };
}

/** The fault a request to `endpoint` of `group` meets, if any; it counts against `?mockFailTimes=`. */
export function takeFault(faults: Faults, group: Group, endpoint: string): FaultKind | undefined {
  if (!faults.fail.has(group)) return undefined;
  const failed = faults.failed.get(endpoint) ?? 0;
  if (failed >= faults.times) return undefined;
  faults.failed.set(endpoint, failed + 1);
  return faults.kind;
}

/** How much later than the client's timeout a `timeout` fault answers. */
export const lateByMs = 500;

/** When a `timeout` fault answers: after the client has given up, so only a retry can get an answer. */
export function lateAnswerMs(faults: Faults): number {
  return (faults.clientTimeoutMs ?? defaultRequestTimeoutMs) + lateByMs;
}

/** The spec's simulated load delay, 500-800 ms, unless a fixed one is set. */
export function latencyOf(faults: Faults): number {
  return faults.delayMs ?? 500 + Math.floor(Math.random() * 301);
}

/**
 * A fault a request asks for itself, for client tests against `npm run mock-server`:
 * `X-Mock-Fail: payouts` (groups, comma-separated, or `all`) with `X-Mock-Fault: 500|network|timeout`
 * (default 500). Nothing is counted: every such request fails.
 */
export function requestedFault(headers: Headers, group: Group): FaultKind | undefined {
  const names = (headers.get('X-Mock-Fail') ?? '').split(',').map((name) => name.trim());
  if (!names.includes(group) && !names.includes('all')) return undefined;
  const kind = headers.get('X-Mock-Fault')?.trim() ?? '500';
  return isOneOf(faultKinds, kind) ? kind : '500';
}
