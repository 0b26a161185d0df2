// @vitest-environment node
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { routes, type RouteName, type Routes } from '@octoss/contract/routes';
import type { RouteDef } from '@octoss/contract/route';
import { fillPath } from '@/api/endpoints';
import type { MockEnv } from '@mocks/env';
import type { Dataset } from '@mocks/datasets';
import { testStart, transports, type Send } from './transports';

/**
 * Each write route declares on its row what it changes (`invalidates`), and the client refreshes
 * exactly that. This holds the declaration against the mock: run the write, read every GET before
 * and after, and compare the answers that changed with the ones the declaration covers.
 */

type WriteName = { [K in RouteName]: Routes[K]['method'] extends 'get' ? never : K }[RouteName];
type Sample = {
  dataset?: Dataset;
  /** Brings the data set into a state where the write succeeds and has something to change. */
  prepare?: (send: Send, clock: Clock, env: MockEnv) => Promise<void>;
  /** Path parameters and body of one successful call. */
  input: (send: Send) => Promise<{ params?: Record<string, string>; body?: unknown }>;
};
type Clock = { advance(ms: number): void };

const table = Object.entries(routes) as [RouteName, RouteDef][];
const reads = table.filter(([, route]) => route.method === 'get');
const writes = table.filter(([, route]) => route.method !== 'get') as [WriteName, RouteDef][];

const itemsOf = async (send: Send, path: string) =>
  ((await send('get', path)).body as { items: { id: string; state?: string; type?: string; status?: string }[] }).items;
const firstWhere = async (
  send: Send,
  path: string,
  where: (row: { state?: string; type?: string; status?: string }) => boolean,
) => (await itemsOf(send, path)).find(where)!.id;

const linkApprovedAccount = async (send: Send, clock: Clock) => {
  await send('post', '/api/uid-links', { body: { exchangeId: 'cex-b', uid: '70000001' } });
  clock.advance(2000);
};

/** One successful call per write route; a new write route fails to compile until it has one. */
const samples: Record<WriteName, Sample> = {
  createSession: { input: async () => ({ body: { email: 'demo@octoss.app', code: '000000' } }) },
  deleteSession: { input: async () => ({}) },
  createUidLink: { input: async () => ({ body: { exchangeId: 'cex-b', uid: '55550001' } }) },
  createDispute: {
    input: async (send) => ({
      params: { id: await firstWhere(send, '/api/reconciliations?pageSize=100', (row) => row.state === 'DISCREPANCY') },
      body: { reason: 'The amount is 2 USDT lower than my exchange report' },
    }),
  },
  createClaim: { input: async () => ({ body: { amount: 20 } }) },
  updateWallet: { input: async () => ({ body: { network: 'TRC-20', address: 'TJCnKsPa7y5okkXvQAidZBzqx3QyQ6sxMW' } }) },
  requestSettlement: {
    input: async (send) => ({
      params: {
        id: await firstWhere(
          send,
          '/api/settlements?pageSize=100',
          (row) => row.type === 'SPECIAL' && row.status === 'PENDING',
        ),
      },
    }),
  },
  updateAutoSettlement: {
    input: async () => ({ body: { minAmount: 250, cadence: 'CUSTOM', customDays: 10, isEnabled: false } }),
  },
  recalculateTier: {
    // Enough points for the next tier, so the recalculation has a tier to change.
    prepare: async (_send, _clock, env) => {
      const user = env.db.user.getAll()[0]!;
      env.db.user.update({ where: { id: { equals: user.id } }, data: { oCTOSSPoints: 9000 } });
    },
    input: async () => ({}),
  },
  earnPoints: { input: async () => ({ body: { source: 'ACADEMY' } }) },
  savePromo: {
    input: async (send) => ({
      params: {
        id: (
          (await send('get', '/api/promos?pageSize=100')).body as { items: { id: string; isSaved: boolean }[] }
        ).items.find((promo) => !promo.isSaved)!.id,
      },
    }),
  },
  unsavePromo: {
    input: async (send) => ({
      params: {
        id: (
          (await send('get', '/api/promos?pageSize=100')).body as { items: { id: string; isSaved: boolean }[] }
        ).items.find((promo) => promo.isSaved)!.id,
      },
    }),
  },
  createPartnerApplication: {
    input: async () => ({
      body: {
        applicantType: 'company',
        company: 'Acme',
        contact: 'Kim',
        email: 'kim@example.com',
        regions: ['APAC'],
        exchanges: ['Bybit'],
        programType: 'both',
        volume: 250000,
        consent: true,
      },
    }),
  },
  updateChecklistItem: {
    input: async (send) => {
      const item = ((await send('get', '/api/playbook')).body as { checklist: { id: string; completed: boolean }[] })
        .checklist[0]!;
      return { params: { id: item.id }, body: { completed: !item.completed } };
    },
  },
  simulateFees: { dataset: 'testnet', prepare: linkApprovedAccount, input: async () => ({}) },
  registerOwnerKey: { input: async () => ({ body: { ownerKey: '3a'.repeat(32) } }) },
  closeTestnetWeek: {
    dataset: 'testnet',
    prepare: async (send, clock) => {
      await linkApprovedAccount(send, clock);
      await send('post', '/api/testnet/simulate-fees');
    },
    input: async () => ({}),
  },
  resetTestnet: {
    dataset: 'testnet',
    prepare: async (send, clock) => {
      await linkApprovedAccount(send, clock);
      await send('post', '/api/testnet/simulate-fees');
    },
    input: async () => ({}),
  },
};

/** Every read's answer, by route name; reads with path parameters use the signed-in user's own ids. */
async function readAll(send: Send): Promise<Map<RouteName, string>> {
  const { code } = (await send('get', '/api/referral')).body as { code: string };
  const answers = new Map<RouteName, string>();
  for (const [name, route] of reads) {
    const { status, text } = await send('get', fillPath(route.path, { code }));
    answers.set(name, `${status} ${text}`);
  }
  return answers;
}

/** The reads a declaration covers: a group covers each of its reads, a route name itself. */
function covered(targets: readonly string[]): Set<RouteName> {
  return new Set(
    reads.filter(([name, route]) => targets.includes(route.group) || targets.includes(name)).map(([name]) => name),
  );
}

describe.each(['demo', 'testnet'] as const)('what each write changes on the %s data set', (dataset) => {
  let now = testStart;
  const clock: Clock = { advance: (ms) => void (now += ms) };
  let started: Awaited<ReturnType<(typeof transports)[number]['start']>>;
  beforeAll(async () => void (started = await transports[0]!.start({ dataset, now: () => now })));
  afterAll(() => started.stop());
  beforeEach(() => {
    now = testStart;
    started.env.reset();
  });
  const send: Send = (...args) => started.send(...args);

  it('reads answer the same twice when nothing is written (so a change below is the write)', async () => {
    expect(await readAll(send)).toEqual(await readAll(send));
  });

  it.each(writes.filter(([name]) => (samples[name].dataset ?? 'demo') === dataset))(
    '%s changes what its row declares',
    async (name, route) => {
      const sample = samples[name];
      await sample.prepare?.(send, clock, started.env);
      const { params, body } = await sample.input(send);
      const before = await readAll(send);
      const answer = await send(route.method, fillPath(route.path, params), {
        body,
        headers: route.idempotent ? { 'Idempotency-Key': crypto.randomUUID() } : {},
      });
      expect(answer.status, answer.text).toBe(route.status ?? 200);
      const after = await readAll(send);
      const changed = [...after.keys()].filter((read) => after.get(read) !== before.get(read));

      expect(route.invalidates, 'a write declares what it changes, [] for nothing').toBeDefined();
      if (route.invalidates === 'everything') {
        expect(changed.length).toBeGreaterThan(0);
        return;
      }
      const targets = route.invalidates ?? [];
      const declared = covered(targets);
      expect({
        changedButUndeclared: changed.filter((read) => !declared.has(read)),
        declaredButNothingChanged: targets.filter((target) => !changed.some((read) => covered([target]).has(read))),
      }).toEqual({ changedButUndeclared: [], declaredButNothingChanged: [] });
    },
  );
});

describe('invalidates', () => {
  it('is declared on every write and on no read', () => {
    expect(writes.filter(([, route]) => !route.invalidates).map(([name]) => name)).toEqual([]);
    expect(reads.filter(([, route]) => route.invalidates).map(([name]) => name)).toEqual([]);
  });
});
