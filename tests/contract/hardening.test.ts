// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { idempotencyKey, transports, useClockedTransport } from './transports';

/**
 * The defects an outside probe found over HTTP (issue 12, 1-10), each as the request that showed
 * it, on both transports: each of these failed before its fix.
 */
describe.each(transports)('hardening against $name', (transport) => {
  const mock = useClockedTransport(transport);
  const { send, clock } = mock;
  const key = idempotencyKey;
  const json = { 'Content-Type': 'application/json' };
  const readsFine = async () => {
    for (const path of [
      '/api/payouts',
      '/api/reconciliations',
      '/api/reconciliations/summary',
      '/api/dashboard',
      '/api/settlements/auto',
      '/api/payouts/balance',
    ]) {
      expect((await send('get', path)).status, path).toBe(200);
    }
  };

  it('1: a sub-cent claim (10.000000001) is a 400, pays nothing, and a replay of its key is no 201', async () => {
    const headers = key();
    const claim = await send('post', '/api/payouts/claims', { body: { amount: 10.000000001 }, headers });
    expect(claim).toMatchObject({
      status: 400,
      body: { code: 'validation', fieldErrors: { amount: ['At most 2 decimals'] } },
    });
    expect((await send('post', '/api/payouts/claims', { body: { amount: 10.000000001 }, headers })).status).toBe(400);
    expect(((await send('get', '/api/payouts/balance')).body as { claimable: number }).claimable).toBe(376.61);
    await readsFine();
  });

  it('2: an auto-settlement minimum of 10.123 is a 400 and the rule stays readable', async () => {
    const put = await send('put', '/api/settlements/auto', {
      body: { minAmount: 10.123, cadence: 'WEEKLY', isEnabled: true },
    });
    expect(put).toMatchObject({
      status: 400,
      body: { code: 'validation', fieldErrors: { minAmount: expect.any(Array) } },
    });
    expect((await send('get', '/api/settlements/auto')).body).toMatchObject({ minAmount: 100 });
    await readsFine();
  });

  it('3: a malformed %-escape in a path parameter answers 400 in the error shape, no stack trace', async () => {
    const paths = [
      ['get', '/api/profiles/%'],
      ['get', '/api/profiles/%E0%A4%A'],
      ['post', '/api/settlements/%/requests'],
      ['put', '/api/promos/%zz/saved'],
      ['delete', '/api/promos/%/saved'],
      ['post', '/api/reconciliations/%/disputes'],
      ['patch', '/api/playbook/checklist/%'],
    ] as const;
    for (const [method, path] of paths) {
      const response = await send(method, path, { headers: key() });
      expect(response.status, `${method} ${path}`).toBe(400);
      expect(response.body, path).toMatchObject({ code: 'validation', message: expect.any(String) });
      expect(response.text).not.toMatch(/at |node_modules|<html/i);
    }
  });

  it('4: a body that is not application/json is a 415 and nothing is written', async () => {
    const before = (await send('get', '/api/uid-links')).text;
    for (const [method, path, body] of [
      ['post', '/api/uid-links', { exchangeId: 'cex-b', uid: '55550001' }],
      ['post', '/api/payouts/claims', { amount: 20 }],
      ['patch', '/api/playbook/checklist/pb-1', { completed: true }],
    ] as const) {
      for (const contentType of [
        'text/plain',
        'application/x-www-form-urlencoded',
        'multipart/form-data; boundary=x',
      ]) {
        const response = await send(method, path, {
          rawBody: JSON.stringify(body),
          headers: { 'Content-Type': contentType, ...key() },
        });
        expect(response, `${path} as ${contentType}`).toMatchObject({
          status: 415,
          body: { code: 'unsupported_media_type' },
        });
      }
    }
    expect((await send('get', '/api/uid-links')).text).toBe(before);
    expect(
      (
        await send('post', '/api/uid-links', {
          rawBody: '{"exchangeId":"cex-b","uid":"55550001"}',
          headers: { 'Content-Type': 'application/json; charset=utf-8' },
        })
      ).status,
    ).toBe(201);
  });

  it('5: a body above the documented limit is a 413 and is not paid', async () => {
    const rawBody = JSON.stringify({ amount: 20, padding: 'x'.repeat(17_000) });
    const response = await send('post', '/api/payouts/claims', { rawBody, headers: { ...json, ...key() } });
    expect(response).toMatchObject({ status: 413, body: { code: 'payload_too_large' } });
    expect(((await send('get', '/api/payouts/balance')).body as { claimable: number }).claimable).toBe(376.61);
  });

  it('6: a partner application volume must be a JSON number', async () => {
    const application = {
      applicantType: 'kol',
      company: 'Acme',
      contact: 'Kim',
      email: 'kim@example.com',
      regions: ['APAC'],
      exchanges: ['Bybit'],
      programType: 'both',
      consent: true,
    };
    for (const volume of [null, '', true, [], '5000', {}]) {
      const response = await send('post', '/api/partner-applications', { body: { ...application, volume } });
      expect(response, JSON.stringify(volume)).toMatchObject({
        status: 400,
        body: { fieldErrors: { volume: expect.any(Array) } },
      });
    }
    expect((await send('post', '/api/partner-applications', { body: { ...application, volume: 5000 } })).status).toBe(
      201,
    );
  });

  it('7: the balance quotes the payout wallet network and its gas, and a claim agrees with itself', async () => {
    const tron = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';
    expect((await send('put', '/api/payouts/wallet', { body: { network: 'TRC-20', address: tron } })).status).toBe(200);
    expect((await send('get', '/api/payouts/balance')).body).toMatchObject({
      network: 'TRC-20',
      networkLabel: 'TRON (TRC-20)',
      gasEstimate: 1,
    });
    const claim = await send('post', '/api/payouts/claims', { body: { amount: 20 }, headers: key() });
    expect(claim.body).toMatchObject({ payout: { network: 'TRC-20' }, balance: { network: 'TRC-20' } });
    await send('put', '/api/payouts/wallet', {
      body: { network: 'BEP-20', address: '0x52908400098527886E0F7030069857D2E4169EE7' },
    });
    expect((await send('get', '/api/payouts/balance')).body).toMatchObject({ network: 'BEP-20', gasEstimate: 0.3 });
  });

  it('8: on a fresh seed the auto-settlement runs 7 days out, and never shows a past date later', async () => {
    expect((await send('get', '/api/settlements/auto')).body).toMatchObject({
      nextRun: new Date(clock.now() + 7 * 86_400_000).toISOString(),
    });
    clock.advance(30 * 86_400_000);
    const later = Date.parse(((await send('get', '/api/settlements/auto')).body as { nextRun: string }).nextRun);
    expect(later).toBeGreaterThan(clock.now());
    expect(later - clock.now()).toBeLessThanOrEqual(7 * 86_400_000);
  });

  it('9: a TRC-20 typo fails its Base58Check, and zero or burn addresses are refused on every network', async () => {
    const wallet = (network: string, address: string) =>
      send('put', '/api/payouts/wallet', { body: { network, address } });
    expect(await wallet('TRC-20', 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6u')).toMatchObject({
      status: 422,
      body: { code: 'invalid_address_checksum', fieldErrors: { address: expect.any(Array) } },
    });
    expect(await wallet('TRC-20', 'T9yD14Nj9j7xAB4dbGeiX9h8unkKHxuWwb')).toMatchObject({
      status: 422,
      body: { code: 'invalid_address_burn' },
    });
    expect(await wallet('ERC-20', '0x0000000000000000000000000000000000000000')).toMatchObject({
      status: 422,
      body: { code: 'invalid_address_burn' },
    });
    expect(await wallet('BEP-20', '0x000000000000000000000000000000000000dEaD')).toMatchObject({
      status: 422,
      body: { code: 'invalid_address_burn' },
    });
    expect((await send('get', '/api/payouts/wallet')).body).toMatchObject({
      network: 'ERC-20',
      address: '0x52908400098527886E0F7030069857D2E4169EE7',
    });
  });

  describe('10: smaller ones', () => {
    it('an expired promo cannot be saved (422), but can be unsaved', async () => {
      const promos = (
        (await send('get', '/api/promos?includeExpired=true&pageSize=100')).body as {
          items: { id: string; status: string }[];
        }
      ).items;
      const expired = promos.find((promo) => promo.status === 'expired')!;
      expect(await send('put', `/api/promos/${expired.id}/saved`)).toMatchObject({
        status: 422,
        body: { code: 'promo_expired' },
      });
      expect((await send('delete', `/api/promos/${expired.id}/saved`)).status).toBe(200);
    });

    it('NUL and bidi-override characters in free text are refused with a field error, never stored', async () => {
      const reconciliations = (await send('get', '/api/reconciliations?state=DISCREPANCY')).body as {
        items: { id: string }[];
      };
      const id = reconciliations.items[0]!.id;
      for (const reason of [
        'The amount is wrong\u0000 here',
        'The amount is \u202Egnorw here',
        'Isolated \u2066text\u2069 here ok',
      ]) {
        expect(await send('post', `/api/reconciliations/${id}/disputes`, { body: { reason } })).toMatchObject({
          status: 400,
          body: { fieldErrors: { reason: expect.any(Array) } },
        });
      }
      const application = {
        applicantType: 'kol',
        company: 'Acme\u202E',
        contact: 'Kim',
        email: 'kim@example.com',
        regions: ['APAC'],
        exchanges: ['Bybit'],
        programType: 'both',
        volume: 1,
        consent: true,
      };
      expect(await send('post', '/api/partner-applications', { body: application })).toMatchObject({
        status: 400,
        body: { fieldErrors: { company: expect.any(Array) } },
      });
      expect(await send('post', '/api/uid-links', { body: { exchangeId: 'cex-b\u0000', uid: '123' } })).toMatchObject({
        status: 400,
      });
    });

    it('a wrong method is a 405 with Allow; HEAD answers a GET without its body', async () => {
      const wrong = await send('delete', '/api/payouts/balance');
      expect(wrong).toMatchObject({ status: 405, body: { code: 'method_not_allowed' } });
      expect(wrong.headers.get('Allow')).toBe('GET, HEAD');
      expect((await send('get', '/api/promos/promo-1/saved')).headers.get('Allow')).toBe('PUT, DELETE');
      expect((await send('put', '/api/uid-links')).headers.get('Allow')).toBe('GET, HEAD, POST');
      const head = await send('head', '/api/payouts/balance');
      expect(head.status).toBe(200);
      expect(head.text).toBe('');
      expect(head.headers.get('ETag')).toBe((await send('get', '/api/payouts/balance')).headers.get('ETag'));
      expect((await send('get', '/api/no-such-thing')).body).toMatchObject({ code: 'not_found' });
    });

    it('a reversed period is a 400, on lists, summaries and exports', async () => {
      for (const path of [
        '/api/reconciliations?from=2026-11-15&to=2026-11-01',
        '/api/reconciliations/summary?from=2026-11-15&to=2026-11-01',
        '/api/exports/payouts.csv?from=2026-11-15&to=2026-11-01',
      ]) {
        expect(await send('get', path), path).toMatchObject({
          status: 400,
          body: { code: 'validation', fieldErrors: { from: expect.any(Array) } },
        });
      }
    });

    it('UIDs differing only in letter case are one account where the exchange ignores case, two where it does not', async () => {
      expect((await send('post', '/api/uid-links', { body: { exchangeId: 'cex-b', uid: 'ab12cd' } })).status).toBe(201);
      expect(await send('post', '/api/uid-links', { body: { exchangeId: 'cex-b', uid: 'AB12CD' } })).toMatchObject({
        status: 409,
        body: { code: 'already_linked' },
      });
      expect((await send('post', '/api/uid-links', { body: { exchangeId: 'cex-c', uid: 'ab12cd' } })).status).toBe(201);
      expect((await send('post', '/api/uid-links', { body: { exchangeId: 'cex-c', uid: 'AB12CD' } })).status).toBe(201);
    });
  });

  describe('issue 14: idempotency, strict bodies, operational headers', () => {
    it('a replay keeps Content-Language and Vary, says Idempotent-Replay, and a rule 4xx is replayed too', async () => {
      const headers = { ...key(), 'Accept-Language': 'ko' };
      const first = await send('post', '/api/payouts/claims', { body: { amount: 20 }, headers });
      const again = await send('post', '/api/payouts/claims', {
        body: { amount: 20 },
        headers: { ...headers, 'Accept-Language': 'en' },
      });
      expect(again.status).toBe(201);
      expect(again.body).toEqual(first.body);
      expect(again.headers.get('Idempotent-Replay')).toBe('true');
      expect(again.headers.get('Content-Language')).toBe('ko');
      expect(again.headers.get('Vary')).toBe('Accept-Language');
      const tooMuch = key();
      expect((await send('post', '/api/payouts/claims', { body: { amount: 5000 }, headers: tooMuch })).status).toBe(
        422,
      );
      const replayed = await send('post', '/api/payouts/claims', { body: { amount: 5000 }, headers: tooMuch });
      expect(replayed).toMatchObject({ status: 422, body: { code: 'above_claimable' } });
      expect(replayed.headers.get('Idempotent-Replay')).toBe('true');
    });

    it('a 400 is not stored (the key can carry a corrected body), and a key lives 24 hours', async () => {
      const headers = key();
      expect((await send('post', '/api/payouts/claims', { body: { amount: 10.001 }, headers })).status).toBe(400);
      expect((await send('post', '/api/payouts/claims', { body: { amount: 20 }, headers })).status).toBe(201);
      expect(
        (await send('post', '/api/payouts/claims', { body: { amount: 20 }, headers })).headers.get('Idempotent-Replay'),
      ).toBe('true');
      clock.advance(24 * 3_600_000);
      const later = await send('post', '/api/payouts/claims', { body: { amount: 20 }, headers });
      expect(later.status).toBe(201);
      expect(later.headers.get('Idempotent-Replay')).toBeNull();
    });

    it('rejects unknown body properties with 400 and a field error naming them', async () => {
      const response = await send('post', '/api/uid-links', {
        body: { exchangeId: 'cex-b', uid: '55550009', admin: true },
      });
      expect(response).toMatchObject({ status: 400, body: { code: 'validation', fieldErrors: expect.any(Object) } });
      expect(JSON.stringify(response.body)).toContain('admin');
      expect(await send('post', '/api/tiers/recalculate', { body: { force: true } })).toMatchObject({ status: 400 });
      expect((await send('post', '/api/tiers/recalculate', { body: {} })).status).toBe(200);
    });

    it('public reads are cacheable with an ETag and a 304; user reads are private; CSV downloads are attachments', async () => {
      const faq = await send('get', '/api/faq');
      expect(faq.headers.get('Cache-Control')).toBe('public, max-age=3600');
      const etag = faq.headers.get('ETag')!;
      expect(etag).toMatch(/^".+"$/);
      const notModified = await send('get', '/api/faq', { headers: { 'If-None-Match': etag } });
      expect(notModified.status).toBe(304);
      expect(notModified.text).toBe('');
      expect((await send('get', '/api/payouts/balance')).headers.get('Cache-Control')).toBe('private, no-cache');
      expect(
        (await send('post', '/api/uid-links', { body: { exchangeId: 'cex-b', uid: '55550010' } })).headers.get(
          'Cache-Control',
        ),
      ).toBe('no-store');
      const csv = await send('get', '/api/exports/payouts.csv?from=2026-11-01&to=2026-11-15');
      expect(csv.headers.get('Content-Disposition')).toBe(
        'attachment; filename="octoss-payouts-2026-11-01-2026-11-15.csv"',
      );
      expect(await send('get', '/api/exports/payouts.csv?from=2025-01-01&to=2026-11-15')).toMatchObject({
        status: 400,
        body: { fieldErrors: { to: expect.any(Array) } },
      });
    });

    it('a request can ask for a documented failure with X-Mock-Fail', async () => {
      const failed = await send('get', '/api/payouts/balance', { headers: { 'X-Mock-Fail': 'payouts' } });
      expect(failed).toMatchObject({ status: 500, body: { code: 'server_error' } });
      expect((await send('get', '/api/payouts/balance', { headers: { 'X-Mock-Fail': 'dashboard' } })).status).toBe(200);
    });
  });
});
