import { groups, type Group } from '@/api/contract/route';

/**
 * Switches for tests and demos, read from the page URL at start:
 * `?mockFail=dashboard,payouts` makes those groups answer 500; `?mockDelay=0` sets the latency.
 */
export type Faults = {
  fail: Set<Group>;
  /** Fixed latency in ms; undefined means the spec's simulated 500-800 ms. */
  delayMs?: number;
};

export function faultsFromSearch(search: string): Faults {
  const params = new URLSearchParams(search);
  const fail = new Set<Group>();
  for (const name of (params.get('mockFail') ?? '').split(',')) {
    const trimmed = name.trim();
    if (trimmed === 'all') groups.forEach((group) => fail.add(group));
    else if ((groups as readonly string[]).includes(trimmed)) fail.add(trimmed as Group);
  }
  const delay = Number(params.get('mockDelay'));
  const hasDelay = params.has('mockDelay') && Number.isFinite(delay) && delay >= 0;
  return { fail, delayMs: hasDelay ? Math.min(delay, 60_000) : undefined };
}

export function noFaults(delayMs = 0): Faults {
  return { fail: new Set(), delayMs };
}

/** The spec's simulated load delay, 500-800 ms, unless a fixed one is set. */
export function latencyOf(faults: Faults): number {
  return faults.delayMs ?? 500 + Math.floor(Math.random() * 301);
}
