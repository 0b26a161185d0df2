import type { RouteName } from '@octoss/contract/routes';
import {
  allRoutes,
  endpointOf,
  itemsOf,
  isRecord,
  maxPageSize,
  pagedItem,
  paramsOf,
  readsInvalidatedBy,
  type Route,
} from './contract';
import type { Send, Sent } from './http';
import { Recorder } from './report';

/** A valid payout wallet on ERC-20 (EIP-55 checksummed): the sandbox's claims need one. */
export const sandboxWallet = { network: 'ERC-20', address: '0x52908400098527886E0F7030069857D2E4169EE7' };

/** The value a path parameter gets when the kit means an id the server cannot know. */
export const unknownId = () => `conformance-unknown-${crypto.randomUUID().slice(0, 8)}`;

export const idempotencyKey = () => ({ 'Idempotency-Key': `conformance-${crypto.randomUUID()}` });

/**
 * Valid request bodies, one pair per write that takes a body (the contract has no examples to
 * generate them from): the first is what the kit sends, the second another valid body for the
 * idempotency mismatch. `minimum` is the balance's minimum claim.
 */
const samples: Partial<Record<RouteName, (state: { minimum: number }) => [unknown, unknown]>> = {
  createUidLink: () => [
    { exchangeId: 'cex-b', uid: `7${Date.now() % 10_000_000}` },
    { exchangeId: 'cex-c', uid: '70000001' },
  ],
  createDispute: () => [
    { reason: 'The amount differs from my exchange statement.' },
    { reason: 'The amount differs from my exchange report.' },
  ],
  createClaim: ({ minimum }) => [{ amount: minimum }, { amount: minimum + 0.01 }],
  updateWallet: () => [sandboxWallet, { ...sandboxWallet, network: 'BEP-20' }],
  updateAutoSettlement: () => [
    { minAmount: 100, cadence: 'WEEKLY', isEnabled: false },
    { minAmount: 120, cadence: 'MONTHLY', isEnabled: false },
  ],
  earnPoints: () => [{ source: 'REFERRAL' }, { source: 'ACADEMY' }],
  createPartnerApplication: () => {
    const application = {
      applicantType: 'kol',
      company: 'Conformance Media',
      contact: 'Kim',
      email: 'kim@example.com',
      regions: ['APAC'],
      exchanges: ['cex-a'],
      programType: 'both',
      volume: 5000,
      consent: true,
    };
    return [application, { ...application, volume: 6000 }];
  },
  updateChecklistItem: () => [{ completed: true }, { completed: false }],
  registerOwnerKey: () => [{ ownerKey: 'c0'.repeat(32) }, { ownerKey: 'c1'.repeat(32) }],
};

/**
 * Path parameters that name another resource's id, and the list they are taken from: a record's
 * proof bundle (`/api/proof/records/{recordId}`) is asked for one of the trader's records.
 */
const parameterSources: Partial<Record<string, RouteName>> = { recordId: 'listReconciliations' };

/** What every check shares: the client, the recorder, and what the sandbox and discovery found. */
export class Kit {
  readonly recorder = new Recorder();
  /** Concrete paths of routes with parameters, found from list answers (a real id of the server). */
  private readonly found = new Map<RouteName, string>();
  minimum = 10;

  /** `send` carries the kit's bearer token; `signedOut` sends none (the access checks). */
  constructor(
    readonly send: Send,
    readonly signedOut: Send,
  ) {}

  check(group: string, route: Pick<Route, 'method' | 'path'>, name: string, run: () => Promise<void> | void) {
    return this.recorder.check(group, endpointOf(route), name, run);
  }

  sample(route: Route): [unknown, unknown] | undefined {
    return samples[route.name]?.({ minimum: this.minimum });
  }

  /** The route's path with the ids discovery found, or `undefined` when one could not be found. */
  realPath(route: Route): string | undefined {
    return paramsOf(route.path).length ? this.found.get(route.name) : route.path;
  }

  /** The route's path with real ids where found, an unknown id otherwise. */
  anyPath(route: Route): string {
    return this.realPath(route) ?? route.path.replace(/\{\w+\}/g, () => unknownId());
  }

  /** A read's path as the kit sends it: a paged list asks for its largest page, so it shows everything it can. */
  readPath(route: Route): string | undefined {
    const path = this.realPath(route);
    const max = pagedItem(route) ? maxPageSize(route) : undefined;
    return path && max ? `${path}?pageSize=${max}` : path;
  }

  /**
   * Finds a real value for each path parameter: the first item of the list at the parent path
   * (walking up, following the remaining segments as properties: `/api/playbook` -> `checklist`),
   * else the first id of the list `parameterSources` names for it, else a top-level property of
   * that name in a read without parameters (`code` of the referral).
   */
  async discover(): Promise<void> {
    const answers = new Map<string, unknown>();
    const read = async (route: Route) => {
      const path = this.readPath(route)!;
      if (!answers.has(path)) answers.set(path, (await this.send('get', path)).body);
      return answers.get(path);
    };
    const plainReads = allRoutes.filter(
      (route) => route.method === 'get' && route.group !== 'meta' && !paramsOf(route.path).length,
    );
    for (const route of allRoutes) {
      const params = paramsOf(route.path);
      if (!params.length) continue;
      let path = route.path;
      for (const param of params) {
        const prefix = path.slice(0, path.indexOf(`/{${param}}`));
        let value: unknown;
        const segments = prefix.split('/');
        for (let length = segments.length; length > 1 && value === undefined; length -= 1) {
          const parent = plainReads.find((candidate) => candidate.path === segments.slice(0, length).join('/'));
          if (!parent) continue;
          let node = await read(parent);
          for (const segment of segments.slice(length)) node = isRecord(node) ? node[segment] : undefined;
          const first = itemsOf(node)[0];
          value = first?.[param] ?? first?.id;
        }
        const source = parameterSources[param];
        if (value === undefined && source) {
          const list = plainReads.find((candidate) => candidate.name === source);
          value = list ? itemsOf(await read(list))[0]?.id : undefined;
        }
        for (const candidate of plainReads) {
          if (value !== undefined) break;
          const body = await read(candidate);
          if (isRecord(body) && typeof body[param] === 'string') value = body[param];
        }
        if (typeof value !== 'string') break;
        path = path.replace(`{${param}}`, encodeURIComponent(value));
      }
      if (!paramsOf(path).length) this.found.set(route.name, path);
    }
  }

  /** The answers of the reads a write could change (with when each was read), to compare before and after it. */
  async stateFor(route: Route): Promise<State> {
    const reads = [
      ...new Set([
        ...readsInvalidatedBy(route),
        ...allRoutes.filter((read) => read.method === 'get' && read.group === route.group),
      ]),
    ];
    const paths = reads.map((read) => this.readPath(read)).filter((path): path is string => path !== undefined);
    const answers = await Promise.all(
      paths.map(async (path) => [path, { body: (await this.send('get', path)).body, at: Date.now() }] as const),
    );
    return Object.fromEntries(answers);
  }
}

export type State = Record<string, { body: unknown; at: number }>;

const isDateTime = (value: unknown): value is string =>
  typeof value === 'string' && /^\d{4}-\d{2}-\d{2}T/.test(value) && !Number.isNaN(Date.parse(value));

/** Where two answers differ, as `a.b.0.c` paths; a date-time that moved with the clock (now + 7 days) is no change. */
function differences(before: unknown, after: unknown, elapsedMs: number, path = ''): string[] {
  if (isDateTime(before) && isDateTime(after))
    return Math.abs(Date.parse(after) - Date.parse(before) - elapsedMs) <= 2000 ? [] : [path];
  if (
    typeof before === 'object' &&
    before !== null &&
    typeof after === 'object' &&
    after !== null &&
    Array.isArray(before) === Array.isArray(after)
  ) {
    const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
    return [...keys].flatMap((key) =>
      differences(
        (before as Record<string, unknown>)[key],
        (after as Record<string, unknown>)[key],
        elapsedMs,
        path ? `${path}.${key}` : key,
      ),
    );
  }
  return Object.is(before, after) ? [] : [path];
}

/** The reads whose answers differ between two states, each with the first properties that differ. */
export function changedReads(before: State, after: State): string[] {
  return Object.keys(before).flatMap((path) => {
    const differ = differences(before[path]!.body, after[path]?.body, (after[path]?.at ?? 0) - before[path]!.at);
    return differ.length ? [`${path} (${differ.slice(0, 3).join(', ')})`] : [];
  });
}

export const statusLine = (sent: Sent) => `${sent.status} ${sent.text.slice(0, 200)}`;
