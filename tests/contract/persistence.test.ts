// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { createMockEnv, openMockEnv } from '@mocks/env';
import { memoryStorage, snapshot, StorageFull, storedDataOf, storedVersion, type DataStorage } from '@mocks/persist';
import { createTestServer } from '@mocks/node';
import { signInOf } from '@mocks/areas/app/store';
import type { StoredRow } from '@mocks/journal';

/**
 * A 201 is a promise (issue 25, 2, 3, 6): a request's changed rows are stored before it is answered,
 * and only those rows; a request that fails, or whose rows the storage refuses, leaves nothing
 * behind, in memory or in storage; a stored copy that fails its model is discarded and seeded anew
 * (and said to be), one of another version quietly.
 */

/** The demo data set over msw/node on `storage`, signed in: `send` is a request as the app sends it. */
async function serve(storage: DataStorage, stored?: Awaited<ReturnType<DataStorage['load']>>) {
  const { server, env } = createTestServer({ dataset: 'demo', storage, stored });
  server.listen({ onUnhandledRequest: 'error' });
  await env.ready;
  const signIn = await fetch('http://api.test/api/auth/sessions', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(signInOf(env)),
  });
  const { token } = (await signIn.json()) as { token: string };
  const send = (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) =>
    fetch(`http://api.test${path}`, {
      method,
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json', ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  return { env, send, close: () => server.close() };
}

const claim = (amount: number) =>
  ['post', '/api/payouts/claims', { amount }, { 'Idempotency-Key': crypto.randomUUID() }] as const;

describe('persistence of the mock backend', () => {
  it('answers a claim only once its rows are stored, and a restart from the storage has it', async () => {
    const storage = memoryStorage();
    const first = await serve(storage);
    try {
      const answer = await first.send(...claim(25));
      expect(answer.status).toBe(201);
      const { payout } = (await answer.json()) as { payout: { id: string } };
      const restarted = await openMockEnv({ dataset: 'demo', storage });
      expect(restarted.restoredFrom).toBe('restored');
      expect(restarted.db.payout.findFirst({ where: { id: { equals: payout.id } } })).not.toBeNull();
      expect(restarted.db.balance.getAll()[0]?.claimable).toBe(351.61);
      expect(snapshot(restarted.db)).toBe(snapshot(first.env.db));
    } finally {
      first.close();
    }
  });

  it('stores what a write changed, row by row, and never the whole database', async () => {
    const storage = memoryStorage();
    const apply = vi.spyOn(storage, 'apply');
    const replace = vi.spyOn(storage, 'replace');
    const { send, close } = await serve(storage);
    try {
      replace.mockClear();
      expect((await send(...claim(25))).status).toBe(201);
      // The claim's rows: the balance, the payout, its reconciliation record, its ledger leaf, the idempotency record.
      const changed = apply.mock.calls.flatMap(([, changes]) => changes.map((change) => change.table));
      expect(changed.length).toBeLessThan(12);
      expect(changed).toEqual(expect.arrayContaining(['balance', 'payout', 'reconciliation', 'idempotencyRecord']));
      expect(replace).not.toHaveBeenCalled();
    } finally {
      close();
    }
  });

  it('undoes a refused write in memory without reading the storage back, and stores nothing of it', async () => {
    const storage = memoryStorage();
    const { env, send, close } = await serve(storage);
    try {
      const load = vi.spyOn(storage, 'load');
      const apply = vi.spyOn(storage, 'apply');
      const withoutReplays = () => {
        const { idempotencyRecord: _replays, ...tables } = storedDataOf(env.db).tables;
        return JSON.stringify(tables);
      };
      const before = withoutReplays();
      const refused = await send(...claim(5000));
      expect(refused.status).toBe(422);
      expect(withoutReplays()).toBe(before);
      // A refusal stores its idempotency record (a replay gives it again), nothing of the claim.
      const tables = apply.mock.calls.flatMap(([, changes]) => changes.map((change) => change.table));
      expect(tables.every((table) => table === 'idempotencyRecord')).toBe(true);
      expect(load).not.toHaveBeenCalled();
    } finally {
      close();
    }
  });

  it('refuses a write the storage cannot hold (507 storage_full), keeps memory as stored, and takes the next one', async () => {
    const storage = memoryStorage();
    const { env, send, close } = await serve(storage);
    try {
      const before = snapshot(env.db);
      const apply = vi.spyOn(storage, 'apply').mockRejectedValueOnce(new StorageFull('full'));
      const full = await send(...claim(25));
      expect(full.status).toBe(507);
      expect(await full.json()).toMatchObject({ code: 'storage_full' });
      expect(snapshot(env.db)).toBe(before);
      expect((await storage.load('demo'))?.tables.payout?.length).toBe(3);
      apply.mockRestore();
      expect((await send(...claim(25))).status).toBe(201);
      expect(env.db.balance.getAll()[0]?.claimable).toBe(351.61);
    } finally {
      close();
    }
  });

  it('keeps the count of wrong sign-in codes although the sign-in fails', async () => {
    const storage = memoryStorage();
    const { close } = await serve(storage);
    try {
      for (let time = 0; time < 2; time += 1)
        await fetch('http://api.test/api/auth/sessions', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ email: 'demo@octoss.app', code: '999999' }),
        });
      const restarted = await openMockEnv({ dataset: 'demo', storage });
      expect(restarted.db.signInFailures.getAll()[0]?.count).toBe(2);
    } finally {
      close();
    }
  });

  // Issue 25, 6: each corruption a stored copy was found with.
  const corruptions: [string, (tables: Record<string, StoredRow[]>) => void][] = [
    ['a balance stored as a string', (tables) => void (tables.balance![0]!.claimable = '376.61')],
    ['an emptied table of users', (tables) => void (tables.user = [])],
    ['a record in a state the contract has not', (tables) => void (tables.reconciliation![0]!.state = 'LOST')],
    ['a row without a column', (tables) => void delete tables.payout![0]!.amountUSDT],
    ['a row with a column the model has not', (tables) => void (tables.payout![0]!.extra = 1)],
    ['a table the model has not', (tables) => void (tables.secrets = [{ id: 'x' }])],
    ['something else where a row should be', (tables) => void (tables.deal![0] = { corrupt: 'x' })],
  ];
  it.each(corruptions)('discards a stored copy with %s, seeds anew and says so', async (_what, corrupt) => {
    const storage = memoryStorage();
    const first = await openMockEnv({ dataset: 'demo', storage });
    await first.transaction(() => first.db.user.update({ where: {}, data: { oCTOSSPoints: 3000 } }));
    const stored = (await storage.load('demo'))!;
    corrupt(stored.tables);
    await storage.replace('demo', stored);
    const second = await openMockEnv({ dataset: 'demo', storage });
    expect(second.restoredFrom).toBe('discarded');
    expect(second.db.user.getAll()[0]?.oCTOSSPoints).toBe(2847);
    // The seed is what is stored now: the next start restores it quietly.
    expect((await openMockEnv({ dataset: 'demo', storage })).restoredFrom).toBe('restored');
  });

  it('seeds a copy of another version anew without a notice: it is no corruption', async () => {
    const storage = memoryStorage();
    const first = await openMockEnv({ dataset: 'demo', storage });
    await storage.replace('demo', { ...storedDataOf(first.db), version: storedVersion - 1 });
    expect((await openMockEnv({ dataset: 'demo', storage })).restoredFrom).toBe('empty');
  });

  it('runs requests one at a time: a write and a read never see each other half done', async () => {
    const env = createMockEnv({ dataset: 'demo' });
    const order: string[] = [];
    await Promise.all([
      env.transaction(async () => {
        order.push('write starts');
        await new Promise((resolve) => setTimeout(resolve, 20));
        order.push('write ends');
      }),
      env.transaction(() => void order.push('read')),
    ]);
    expect(order).toEqual(['write starts', 'write ends', 'read']);
  });
  it("keeps the catalogues' clock through a restart and a sandbox reset: the promos expire when they did", async () => {
    const start = Date.UTC(2026, 10, 1);
    const storage = memoryStorage();
    const expiries = (env: ReturnType<typeof createMockEnv>) => env.db.promo.getAll().map((promo) => promo.expiresAt);
    const first = await openMockEnv({ dataset: 'testnet', storage, now: () => start });
    const before = expiries(first);
    // A day later the worker starts from the storage, and the trader resets the sandbox.
    const restarted = await openMockEnv({ dataset: 'testnet', storage, now: () => start + 86_400_000 });
    await restarted.transaction(() => restarted.reset());
    expect(restarted.db.user.getAll()[0]?.createdAt).toBe(start + 86_400_000);
    expect(expiries(restarted)).toEqual(before);
    expect(expiries(await openMockEnv({ dataset: 'testnet', storage }))).toEqual(before);
  });
});
