// zod/mini, not zod: the worker and the page's channel to it (src/demo/channel.ts) load it,
// and mini's functions tree-shake where the classic API's methods cannot.
import '@octoss/contract/zodConfig';
import * as z from 'zod/mini';
import { groups } from '@octoss/contract/route';
import { datasets, type Dataset } from '@/lib/datasets';

/**
 * What the app and the demo backend's service worker (src/demo/worker/sw.ts) agree on: the data sets,
 * the switches a page address may carry, and the messages between the two. Pure and small: the
 * page's half (src/demo/backend.ts, src/demo/channel.ts) and the worker both import it, neither
 * imports the other; the mock backend (mocks/faults.ts) reads the switches from it too.
 */

/** Which mock data set answers a page: the seeded demo or the testnet sandbox. */
export const pageDatasets = datasets;
export type { Dataset };

export { defaultRequestTimeoutMs } from '@/lib/requestTimeout';

export const faultKinds = ['500', 'network', 'timeout'] as const;
export type FaultKind = (typeof faultKinds)[number];

/** What `?mockTamper=` makes the ledger proof serve (README, The ledger proof). */
export const tamperKinds = ['record', 'leaf', 'fork'] as const;
export type TamperKind = (typeof tamperKinds)[number];

const boundedNumber = (min: number, max: number) =>
  z.pipe(
    z.number().check(z.minimum(min)),
    z.transform((value: number) => Math.min(value, max)),
  );

/**
 * The switches for tests and demos (README, Modes), as read from the address a page was opened with:
 * - `?mockFail=dashboard,payouts` (or `all`): requests of those endpoint groups fail;
 * - `?mockFault=500|network|timeout`: how they fail (default 500);
 * - `?mockFailTimes=3`: only the first 3 requests to each endpoint (method and URL) of those groups
 *   fail, later ones succeed (default: all fail);
 * - `?mockTimeoutMs=1000`: the client's timeout for this page load, so a timeout takes seconds;
 * - `?mockDelay=0`: the simulated latency (default 500-800 ms);
 * - `?mockTamper=record|leaf|fork`: the ledger proof serves a tampered record, leaf or log.
 */
export const demoSettingsSchema = z.object({
  fail: z.array(z.enum(groups)),
  fault: z.enum(faultKinds),
  /** How many requests to each endpoint of a failing group fail; undefined: all of them. */
  failTimes: z.optional(boundedNumber(0, Number.MAX_SAFE_INTEGER)),
  /** The client's timeout; undefined leaves the default. */
  timeoutMs: z.optional(boundedNumber(1, 60_000)),
  /** Fixed latency; undefined means the simulated 500-800 ms. */
  delayMs: z.optional(boundedNumber(0, 60_000)),
  /** Tampering the ledger proof shows; undefined: none. */
  tamper: z.optional(z.enum(tamperKinds)),
});
export type DemoSettings = z.infer<typeof demoSettingsSchema>;

function numberParam(params: URLSearchParams, name: string): number | undefined {
  const value = Number(params.get(name));
  return params.has(name) && Number.isFinite(value) ? value : undefined;
}

export function demoSettingsFromSearch(search: string): DemoSettings {
  const params = new URLSearchParams(search);
  const fail = new Set<(typeof groups)[number]>();
  for (const name of (params.get('mockFail') ?? '').split(',')) {
    const trimmed = name.trim();
    if (trimmed === 'all') groups.forEach((group) => fail.add(group));
    else {
      const group = z.enum(groups).safeParse(trimmed);
      if (group.success) fail.add(group.data);
    }
  }
  const fault = z.enum(faultKinds).safeParse(params.get('mockFault'));
  const tamper = z.enum(tamperKinds).safeParse(params.get('mockTamper'));
  const optional = (name: string, schema: z.ZodMiniType<number, number>) => {
    const parsed = schema.safeParse(numberParam(params, name));
    return parsed.success ? parsed.data : undefined;
  };
  return {
    fail: [...fail],
    fault: fault.success ? fault.data : '500',
    failTimes: optional('mockFailTimes', boundedNumber(0, Number.MAX_SAFE_INTEGER)),
    timeoutMs: optional('mockTimeoutMs', boundedNumber(1, 60_000)),
    delayMs: optional('mockDelay', boundedNumber(0, 60_000)),
    tamper: tamper.success ? tamper.data : undefined,
  };
}

/** Page -> worker. Each message carries a MessagePort the worker answers on. */
export const pageMessageSchema = z.discriminatedUnion('type', [
  /** A page starts: the worker answers it with this data set and these settings from now on. */
  z.object({ type: z.literal('start'), dataset: z.enum(pageDatasets), settings: demoSettingsSchema }),
  /** The reader switched the data set (/app/testnet). */
  z.object({ type: z.literal('dataset'), dataset: z.enum(pageDatasets) }),
  /** A page the active worker does not control yet (first visit, hard reload) asks to be taken over. */
  z.object({ type: z.literal('claim') }),
]);
export type PageMessage = z.infer<typeof pageMessageSchema>;

/** Worker -> page, on the message's port. */
export const workerReplySchema = z.object({
  ok: z.boolean(),
  /** On `start`: 'discarded' when the saved database of the data set was corrupt and reseeded. */
  restoredFrom: z.optional(z.enum(['restored', 'empty', 'discarded'])),
  /**
   * On `start` and `dataset`: how the data set's user signs in (the mock's own account), for the
   * page to sign in through the contract's sign-in route like any user of a real backend.
   */
  account: z.optional(z.object({ email: z.string(), code: z.string() })),
  error: z.optional(z.string()),
});
export type WorkerReply = z.infer<typeof workerReplySchema>;
