import type { CDPSession, Page } from '@playwright/test';
import { storageKeys } from '../../src/lib/storage';
import { demoBackendStarted, expect, open, test } from './support/fixtures';

/**
 * A 201 is a promise (issue 25, 2): the demo backend answers a claim only once its rows are in
 * IndexedDB, so stopping its service worker at any instant of a claim loses no claim it answered,
 * and a claim sent again under its key is paid once. And a storage without room refuses the claim,
 * says so, and loses nothing.
 */

type Answer = { status: number; body: unknown } | { failed: string };

/** One API request from the page, as the signed-in sandbox trader; a dropped connection is `failed`. */
function api(page: Page, method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
  return page.evaluate(
    async ({ method, path, body, headers, sessionKey }): Promise<Answer> => {
      const session = JSON.parse(localStorage.getItem(sessionKey) ?? '{}') as { token?: string };
      try {
        const response = await fetch(path, {
          method,
          headers: { Authorization: `Bearer ${session.token}`, 'Content-Type': 'application/json', ...headers },
          body: body === undefined ? undefined : JSON.stringify(body),
        });
        const text = await response.text();
        return { status: response.status, body: text ? JSON.parse(text) : null };
      } catch (error) {
        return { failed: String(error) };
      }
    },
    { method, path, body, headers, sessionKey: storageKeys.session },
  );
}

const ok = (answer: Answer) => {
  if ('failed' in answer) throw new Error(answer.failed);
  return answer;
};

/** The sandbox with three approved links and a few hundred USDT to claim, and a payout wallet. */
async function fundedSandbox(page: Page): Promise<number> {
  await page.addInitScript((key) => localStorage.setItem(key, 'testnet'), storageKeys.dataset);
  await open(page, '/app/testnet');
  ok(await api(page, 'POST', '/api/testnet/reset'));
  for (const exchangeId of ['cex-a', 'cex-b', 'cex-c'])
    expect(
      ok(await api(page, 'POST', '/api/uid-links', { exchangeId, uid: `6${Math.floor(Math.random() * 1e7)}` })).status,
    ).toBe(201);
  await expect
    .poll(async () => {
      const links = ok(await api(page, 'GET', '/api/uid-links?pageSize=100')).body as { items: { status: string }[] };
      return links.items.every((link) => link.status === 'APPROVED');
    })
    .toBe(true);
  for (let time = 0; time < 10; time += 1) ok(await api(page, 'POST', '/api/testnet/simulate-fees'));
  ok(
    await api(page, 'PUT', '/api/payouts/wallet', {
      network: 'ERC-20',
      address: '0x52908400098527886E0F7030069857D2E4169EE7',
    }),
  );
  return (ok(await api(page, 'GET', '/api/payouts/balance')).body as { claimable: number }).claimable;
}

async function stopWorkers(cdp: CDPSession) {
  await cdp.send('ServiceWorker.stopAllWorkers');
}

test('a claim answered 201 survives the worker stopped at any of 50 points of it, and none is paid twice', async ({
  page,
  context,
}) => {
  test.setTimeout(240_000);
  const start = await fundedSandbox(page);
  const claims = 50;
  expect(start).toBeGreaterThan(10 * claims);
  const cdp = await context.newCDPSession(page);
  await cdp.send('ServiceWorker.enable');

  const keys: string[] = [];
  const acknowledged = new Map<string, string>();
  for (let point = 0; point < claims; point += 1) {
    const key = crypto.randomUUID();
    keys.push(key);
    const sent = api(page, 'POST', '/api/payouts/claims', { amount: 10 }, { 'Idempotency-Key': key });
    // Stop points spread over a claim's life in the worker: 0 to 49 ms after it was sent.
    await new Promise((resolve) => setTimeout(resolve, point));
    await stopWorkers(cdp);
    const answer = await sent;
    if (!('failed' in answer) && answer.status === 201)
      acknowledged.set(key, (answer.body as { payout: { id: string } }).payout.id);
  }

  // A new worker, from what IndexedDB holds.
  await page.reload();
  await demoBackendStarted(page);
  const listed = ok(await api(page, 'GET', '/api/payouts?pageSize=100')).body as { items: { id: string }[] };
  const ids = listed.items.map((payout) => payout.id);
  for (const [key, id] of acknowledged) expect(ids, `the claim answered for ${key}`).toContain(id);

  // Every claim sent again under its key: a stored one is replayed (the same payout), one that was
  // never stored is paid now. Either way one payout per key.
  const paid = new Map<string, string>();
  for (const key of keys) {
    const again = ok(await api(page, 'POST', '/api/payouts/claims', { amount: 10 }, { 'Idempotency-Key': key }));
    expect(again.status).toBe(201);
    paid.set(key, (again.body as { payout: { id: string } }).payout.id);
  }
  for (const [key, id] of acknowledged) expect(paid.get(key), `replay of ${key}`).toBe(id);
  const after = ok(await api(page, 'GET', '/api/payouts?pageSize=100')).body as { items: { id: string }[] };
  expect(new Set(after.items.map((payout) => payout.id))).toEqual(new Set(paid.values()));
  const balance = ok(await api(page, 'GET', '/api/payouts/balance')).body as { claimable: number };
  expect(balance.claimable).toBeCloseTo(start - 10 * claims, 2);
  console.log(`durability: ${acknowledged.size} of ${claims} claims were answered before their worker stopped`);
});

test('a storage without room refuses a claim with a message, keeps nothing of it, and takes it once there is room', async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const start = await fundedSandbox(page);
  const cdp = await context.newCDPSession(page);
  const origin = new URL(baseURL!).origin;
  const { usage } = await cdp.send('Storage.getUsageAndQuota', { origin });
  await cdp.send('Storage.overrideQuotaForOrigin', { origin, quotaSize: Math.ceil(usage) });
  const claim = (key: string) =>
    api(page, 'POST', '/api/payouts/claims', { amount: 10 }, { 'Idempotency-Key': key }).then(ok);
  // IndexedDB learns of the smaller room when it next looks (Chromium looks again about every 30 s):
  // claims go through until then, and the first one after is refused.
  let paid = 0;
  let refusedKey = '';
  await expect
    .poll(
      async () => {
        const key = crypto.randomUUID();
        const answer = await claim(key);
        if (answer.status === 201) paid += 1;
        else refusedKey = key;
        return answer;
      },
      { timeout: 90_000, intervals: [1_000] },
    )
    .toMatchObject({ status: 507, body: { code: 'storage_full' } });

  // A new worker starts from IndexedDB: every claim answered is there, the refused one is not.
  await cdp.send('ServiceWorker.enable');
  await cdp.send('ServiceWorker.stopAllWorkers');
  const balance = () =>
    api(page, 'GET', '/api/payouts/balance').then((answer) => ok(answer).body as { claimable: number });
  expect((await balance()).claimable).toBeCloseTo(start - 10 * paid, 2);

  // Through the page: the claim dialog's toast says what happened and what helps.
  await open(page, '/app/payouts');
  await page.getByRole('button', { name: 'Claim USDT' }).first().click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm Claim' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'storage for the demo is full' })).toBeVisible();

  // With room again, the refused claim goes through under its own key, once.
  await cdp.send('Storage.overrideQuotaForOrigin', { origin });
  await expect.poll(async () => (await claim(refusedKey)).status, { timeout: 90_000, intervals: [1_000] }).toBe(201);
  expect((await claim(refusedKey)).status).toBe(201);
  expect((await balance()).claimable).toBeCloseTo(start - 10 * (paid + 1), 2);
});
