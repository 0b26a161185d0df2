import type { z } from 'zod';
import type { Group, RouteDef } from '@octoss/contract/route';
import { routes, type RouteName, type Routes } from '@octoss/contract/routes';
import {
  defaultRequestTimeoutMs,
  demoSettingsFromSearch,
  faultKinds,
  tamperKinds,
  type DemoSettings,
  type FaultKind,
  type TamperKind,
} from '@/demo/protocol';
import { isOneOf } from './shared/enum';
import type { HttpError } from './shared/http-error';

/**
 * The fault switches of a page load (`?mockFail=`, `?mockFault=`, `?mockFailTimes=`,
 * `?mockTimeoutMs=`, `?mockDelay=`; read by src/demo/protocol.ts) as the handlers use them.
 */
export { faultKinds, tamperKinds, type FaultKind, type TamperKind };

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
  /** What single routes answer instead, set by stories and tests (never by a page address): see `faultRoute`. */
  routes: Map<RouteDef, RouteFault>;
  /** The ledger proof's tamper switch (`?mockTamper=`): what it serves otherwise (areas/trustboard/tamper.ts). */
  tamper?: TamperKind;
};

/**
 * What one route of the route table answers instead of its own answer, for stories and tests:
 * - `kind`: a page's fault kinds, or `hang`: it never answers (a loading state);
 * - `error`: an error the route's own rules could give (e.g. `conflict(...)` of http-error.ts);
 * - `reshape`: the route's own answer, changed (still checked against the contract, so a test
 *   cannot answer outside it).
 * `times`: how many requests meet it before the route answers as usual (default: all of them).
 */
export type RouteFault<R extends RouteDef = RouteDef> = { times?: number } & (
  | { kind: FaultKind | 'hang' }
  | { error: HttpError }
  | { reshape: (answer: z.input<R['response']>) => z.input<R['response']> }
);

/** Sets what the route named `name` (a key of the route table) answers from now on. */
export function faultRoute<N extends RouteName>(faults: Faults, name: N, fault: RouteFault<Routes[N]>): void {
  // eslint-disable-next-line no-restricted-syntax -- the map holds faults of every route; each is set through its own route's type here
  faults.routes.set(routes[name], fault as RouteFault);
}

/** The same fault for every route of `groups`: a page's sections failing or loading forever. */
export function faultGroups(faults: Faults, groups: readonly Group[], fault: RouteFault): void {
  for (const route of Object.values(routes)) if (groups.includes(route.group)) faults.routes.set(route, fault);
}

/** The fault a request to `route` meets from `faultRoute`/`faultGroups`, if any; it counts against its `times`. */
export function takeRouteFault(faults: Faults, route: RouteDef): RouteFault | undefined {
  const fault = faults.routes.get(route);
  if (!fault || fault.times === 0) return undefined;
  if (fault.times !== undefined) faults.routes.set(route, { ...fault, times: fault.times - 1 });
  return fault;
}

export function faultsFrom(settings: DemoSettings): Faults {
  return {
    fail: new Set(settings.fail),
    kind: settings.fault,
    times: settings.failTimes ?? Infinity,
    clientTimeoutMs: settings.timeoutMs,
    delayMs: settings.delayMs,
    failed: new Map(),
    routes: new Map(),
    tamper: settings.tamper,
  };
}

export function faultsFromSearch(search: string): Faults {
  return faultsFrom(demoSettingsFromSearch(search));
}

export function noFaults(delayMs = 0): Faults {
  return { fail: new Set(), kind: '500', times: Infinity, delayMs, failed: new Map(), routes: new Map() };
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

/**
 * The tamper switch a request asks for itself (`X-Mock-Tamper: record|leaf|fork`), for verifiers
 * and client tests against `npm run mock-server`; it wins over the page's or the server's switch.
 */
export function requestedTamper(headers: Headers): TamperKind | undefined {
  const kind = headers.get('X-Mock-Tamper')?.trim();
  return isOneOf(tamperKinds, kind) ? kind : undefined;
}
