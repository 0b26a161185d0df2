// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { idempotencyKey, transports, useClockedTransport } from './transports';

describe.each(transports)('mock backend rules against $name', (transport) => {
  const mock = useClockedTransport(transport);
  const { send, clock } = mock;
  const key = idempotencyKey;

  describe('UID links', () => {
    it('rejects blank, too long and markup UIDs with field errors', async () => {
      for (const uid of ['', '   ', 'x'.repeat(10_000), '<script>alert(1)</script>']) {
        const { status, body } = await send('post', '/api/uid-links', { body: { exchangeId: 'cex-b', uid } });
        expect(status).toBe(400);
        expect(body).toMatchObject({ code: 'validation', fieldErrors: { uid: expect.any(Array) } });
      }
    });

    it('answers 409 for a duplicate exchange+UID, also with spaces around it', async () => {
      const first = await send('post', '/api/uid-links', { body: { exchangeId: 'cex-b', uid: '55550001' } });
      expect(first.status).toBe(201);
      const again = await send('post', '/api/uid-links', { body: { exchangeId: 'cex-b', uid: ' 55550001 ' } });
      expect(again.status).toBe(409);
      expect(again.body).toMatchObject({
        code: 'already_linked',
        message: 'This UID is already linked to the selected exchange.',
      });
      expect((await send('post', '/api/uid-links', { body: { exchangeId: 'cex-a', uid: '55550001' } })).status).toBe(
        201,
      );
    });

    it('turns PENDING into APPROVED 2 s after submission, and existing accounts into REJECTED with a fix', async () => {
      await send('post', '/api/uid-links', { body: { exchangeId: 'cex-b', uid: '55550002' } });
      await send('post', '/api/uid-links', { body: { exchangeId: 'cex-b', uid: '10001234' } });
      const statuses = async () =>
        (
          (await send('get', '/api/uid-links?pageSize=100')).body as {
            items: { uid: string; status: string; rejection: unknown }[];
          }
        ).items.filter((link) => link.uid.startsWith('5555') || link.uid.startsWith('1000'));
      expect((await statuses()).map((link) => link.status)).toEqual(['PENDING', 'PENDING']);
      clock.advance(2000);
      const after = await statuses();
      expect(after.find((link) => link.uid === '55550002')).toMatchObject({ status: 'APPROVED' });
      expect(after.find((link) => link.uid === '10001234')).toMatchObject({
        status: 'REJECTED',
        rejection: { code: 'EXISTING_ACCOUNT', fix: expect.stringContaining('new account') },
      });
    });

    it('answers 404 for an unknown exchange', async () => {
      expect((await send('post', '/api/uid-links', { body: { exchangeId: 'nope', uid: '123' } })).status).toBe(404);
    });
  });

  describe('claims', () => {
    const balance = async () => ((await send('get', '/api/payouts/balance')).body as { claimable: number }).claimable;

    it('rejects negative, NaN, huge and 3-decimal amounts with 400 and pays nothing', async () => {
      for (const amount of [-5, 'NaN', 1e12, 10.005, null]) {
        expect((await send('post', '/api/payouts/claims', { body: { amount }, headers: key() })).status).toBe(400);
      }
      expect(await balance()).toBe(376.61);
    });

    it('answers 422 above the claimable balance and below the $10 minimum', async () => {
      const above = await send('post', '/api/payouts/claims', { body: { amount: 376.62 }, headers: key() });
      expect(above).toMatchObject({ status: 422, body: { code: 'above_claimable' } });
      const below = await send('post', '/api/payouts/claims', { body: { amount: 9.99 }, headers: key() });
      expect(below).toMatchObject({ status: 422, body: { code: 'below_minimum' } });
      expect(await balance()).toBe(376.61);
    });

    it('requires an Idempotency-Key', async () => {
      expect((await send('post', '/api/payouts/claims', { body: { amount: 20 } })).status).toBe(400);
    });

    it('pays once per key: a replay returns the first result, another body with the same key is 422', async () => {
      const headers = key();
      const first = await send('post', '/api/payouts/claims', { body: { amount: 100 }, headers });
      expect(first.status).toBe(201);
      const replay = await send('post', '/api/payouts/claims', { body: { amount: 100 }, headers });
      expect(replay.status).toBe(201);
      expect(replay.body).toEqual(first.body);
      expect(replay.headers.get('idempotent-replay')).toBe('true');
      expect((await send('post', '/api/payouts/claims', { body: { amount: 50 }, headers })).status).toBe(422);
      expect(await balance()).toBe(276.61);
    });

    it('adds a Sandbox payout and a MATCHED Payout Claimed record with the negative amount, never below 0', async () => {
      const result = await send('post', '/api/payouts/claims', { body: { amount: 376.61 }, headers: key() });
      expect(result.body).toMatchObject({
        payout: { amount: 376.61, note: 'Sandbox payout', status: 'COMPLETED' },
        balance: { claimable: 0 },
      });
      const records = (await send('get', '/api/reconciliations?pageSize=1')).body as {
        items: { sourceLabel: string; amount: number; state: string }[];
      };
      expect(records.items[0]).toMatchObject({ sourceLabel: 'PAYOUT_CLAIMED', amount: -376.61, state: 'MATCHED' });
      expect((await send('post', '/api/payouts/claims', { body: { amount: 10 }, headers: key() })).body).toMatchObject({
        code: 'nothing_to_claim',
      });
    });

    it('needs a payout wallet (422) and validates addresses per network', async () => {
      mock.env.db.payoutWallet.update({ where: { userId: { equals: 'user-demo' } }, data: { address: null } });
      expect((await send('post', '/api/payouts/claims', { body: { amount: 20 }, headers: key() })).body).toMatchObject({
        code: 'wallet_required',
      });
      const badChecksum = await send('put', '/api/payouts/wallet', {
        body: { network: 'ERC-20', address: '0x52908400098527886E0F7030069857D2E4169Ee7' },
      });
      expect(badChecksum).toMatchObject({ status: 422, body: { code: 'invalid_address_checksum' } });
      const tron = await send('put', '/api/payouts/wallet', {
        body: { network: 'TRC-20', address: 'TJCnKsPa7y5okkXvQAidZBzqx3QyQ6sxMW' },
      });
      expect(tron).toMatchObject({ status: 200, body: { network: 'TRC-20' } });
    });
  });

  describe('settlements', () => {
    it('moves a requested special settlement REQUESTED -> PROCESSING (+3 s) -> PAID (+8 s), once', async () => {
      const requested = await send('post', '/api/settlements/set-9/requests', { headers: key() });
      expect(requested).toMatchObject({ status: 201, body: { status: 'REQUESTED', txHash: null } });
      const status = async () =>
        (
          (await send('get', '/api/settlements?type=SPECIAL')).body as {
            items: { id: string; status: string; txHash: string | null }[];
          }
        ).items.find((row) => row.id === 'set-9')!;
      clock.advance(3000);
      expect((await status()).status).toBe('PROCESSING');
      clock.advance(5000);
      expect(await status()).toMatchObject({ status: 'PAID', txHash: expect.stringMatching(/^0x[0-9a-f]{64}$/) });
      expect((await send('post', '/api/settlements/set-9/requests', { headers: key() })).status).toBe(409);
    });

    it('scopes an Idempotency-Key to its settlement: the same key on another one is a new request', async () => {
      const headers = key();
      const first = await send('post', '/api/settlements/set-9/requests', { headers });
      const second = await send('post', '/api/settlements/set-10/requests', { headers });
      expect(first.body).toMatchObject({ id: 'set-9', status: 'REQUESTED' });
      expect(second.body).toMatchObject({ id: 'set-10', status: 'REQUESTED' });
    });

    it('refuses exchange settlements (409)', async () => {
      expect((await send('post', '/api/settlements/set-1/requests', { headers: key() })).status).toBe(409);
    });
  });

  describe('disputes', () => {
    it('are accepted on DISCREPANCY rows once, with the tier SLA, and refused elsewhere', async () => {
      const rows = (
        (await send('get', '/api/reconciliations?pageSize=100')).body as { items: { id: string; state: string }[] }
      ).items;
      const discrepancy = rows.find((row) => row.state === 'DISCREPANCY')!;
      const matched = rows.find((row) => row.state === 'MATCHED')!;
      const reason = { reason: 'The amount is 2 USDT lower than my exchange report' };
      expect(await send('post', `/api/reconciliations/${discrepancy.id}/disputes`, { body: reason })).toMatchObject({
        status: 201,
        body: { slaHours: 72 },
      });
      expect((await send('post', `/api/reconciliations/${discrepancy.id}/disputes`, { body: reason })).status).toBe(
        409,
      );
      expect((await send('post', `/api/reconciliations/${matched.id}/disputes`, { body: reason })).status).toBe(409);
    });
  });

  describe('points', () => {
    it('respect the weekly cap per source and never go below 0', async () => {
      let granted = 0;
      for (let attempt = 0; attempt < 30; attempt += 1) {
        const { status, body } = await send('post', '/api/points/earn', { body: { source: 'ACADEMY' } });
        if (status === 422) {
          expect(body).toMatchObject({ code: 'weekly_cap_reached' });
          break;
        }
        granted += (body as { delta: number }).delta;
      }
      expect(granted).toBe(150);
    });
  });

  describe('filters and paging', () => {
    it('pages and filters reconciliations on the server', async () => {
      const page = (await send('get', '/api/reconciliations?page=2&pageSize=5&state=MATCHED')).body as {
        items: { state: string }[];
        page: number;
        total: number;
      };
      expect(page.page).toBe(2);
      expect(page.items).toHaveLength(5);
      expect(page.items.every((item) => item.state === 'MATCHED')).toBe(true);
      expect((await send('get', '/api/reconciliations?pageSize=0')).status).toBe(400);
    });

    it('hides expired promos unless asked, and filters market products', async () => {
      const visible = ((await send('get', '/api/promos?pageSize=100')).body as { items: { status: string }[] }).items;
      const all = (
        (await send('get', '/api/promos?includeExpired=true&pageSize=100')).body as { items: { status: string }[] }
      ).items;
      expect(visible.some((promo) => promo.status === 'expired')).toBe(false);
      expect(all.length).toBeGreaterThan(visible.length);
      const bots = (
        (await send('get', '/api/market/products?q=GRID&category=bots')).body as { items: { title: string }[] }
      ).items;
      expect(bots.map((product) => product.title)).toEqual(['GridMaster Bot']);
      expect(
        ((await send('get', '/api/market/products?sort=price-low')).body as { items: { price: number }[] }).items.map(
          (product) => product.price,
        ),
      ).toEqual([79, 99, 149, 299]);
    });

    it('keeps markup in a partner application as inert text', async () => {
      const application = {
        applicantType: 'kol',
        company: '<b>Acme</b>',
        contact: 'Kim',
        email: 'kim@example.com',
        regions: ['APAC'],
        exchanges: ['Bybit'],
        programType: 'both',
        volume: 5000,
        consent: true,
      };
      expect((await send('post', '/api/partner-applications', { body: application })).status).toBe(201);
      const stored = mock.env.db.partnerApplication.getAll()[0]!;
      expect(JSON.parse(stored.payload).company).toBe('<b>Acme</b>');
    });
  });
});

describe.each(transports)('concurrent duplicates against $name', (transport) => {
  it('pays once when the same Idempotency-Key arrives twice at the same time', async () => {
    const { env, send, stop } = await transport.start();
    try {
      const headers = { 'Idempotency-Key': crypto.randomUUID() };
      const [first, second] = await Promise.all([
        send('post', '/api/payouts/claims', { body: { amount: 100 }, headers }),
        send('post', '/api/payouts/claims', { body: { amount: 100 }, headers }),
      ]);
      expect([first.status, second.status]).toEqual([201, 201]);
      expect(second.body).toEqual(first.body);
      expect(env.db.balance.getAll()[0]?.claimable).toBe(276.61);
    } finally {
      await stop();
    }
  });
});
