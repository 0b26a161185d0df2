// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { routes } from '@octoss/contract/routes';
import { fillPath } from '@/api/endpoints';
import { snapshot } from '@mocks/persist';
import { idempotencyKey, signedOut, transports, useClockedTransport } from './transports';

const demoSignIn = { email: 'demo@octoss.app', code: '000000' };
const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
const entries = Object.entries(routes);
const publicRoutes = entries.filter(([, route]) => route.public).map(([name]) => name);

describe('who may call what (contract/access.ts)', () => {
  it("is public for the landing, Trustboard proof (metrics and the ledger's checkpoints, consistency, leaves, key), Link-in-Bio, the catalogues (the promos' without the saved mark), the playbook's figures, the /deals form and the sign-in, and nothing else", () => {
    expect(publicRoutes.sort()).toEqual([
      'createPartnerApplication',
      'createSession',
      'getOpenApi',
      'getPlaybookTargets',
      'getProfile',
      'getProofConsistency',
      'getProofKey',
      'getProofMetrics',
      'getProofPeriod',
      'listAssistants',
      'listDeals',
      'listExchangeDirectory',
      'listExchanges',
      'listFaq',
      'listMarketProducts',
      'listPromoCatalogue',
      'listProofLeaves',
      'listProofPeriods',
      'listReferralRates',
      'listTiers',
    ]);
  });

  it('caches only what is public and the same for every reader: a maxAge only on public reads', () => {
    for (const [name, route] of entries) {
      const maxAge: number | undefined = 'maxAge' in route ? route.maxAge : undefined;
      if (maxAge !== undefined) expect([name, route.public, route.method]).toEqual([name, true, 'get']);
    }
    const cached = entries.filter(([, route]) => 'maxAge' in route).map(([name]) => name);
    expect(cached.sort()).toEqual(publicRoutes.filter((name) => !/^(create|getOpenApi)/.test(name)).sort());
  });

  it('gives every route that needs a user its 401, and no public one', () => {
    for (const [name, route] of entries) {
      const errors: readonly number[] = route.errors;
      expect(errors.includes(401), name).toBe(!route.public || name === 'createSession');
    }
  });
});

describe.each(transports)('signing in and out against $name', (transport) => {
  const mock = useClockedTransport(transport);
  const { send, clock } = mock;

  it('answers a route that needs a user 401 unauthorized with WWW-Authenticate: Bearer without a token, and changes nothing', async () => {
    const before = snapshot(mock.env.db);
    for (const [method, path] of [
      ['get', '/api/dashboard'],
      ['get', '/api/me'],
      ['post', '/api/points/earn'],
    ] as const) {
      const answer = await send(method, path, {
        body: method === 'post' ? { source: 'REFERRAL' } : undefined,
        headers: signedOut,
      });
      expect(answer.status, `${method} ${path}`).toBe(401);
      expect(answer.body).toMatchObject({ code: 'unauthorized', message: expect.any(String) });
      expect(answer.headers.get('WWW-Authenticate')).toBe('Bearer');
      expect(answer.headers.get('Cache-Control')).toBe('no-store');
    }
    expect(snapshot(mock.env.db)).toBe(before);
  });

  it('answers 401 to a token it never gave, a malformed header and an expired token', async () => {
    for (const Authorization of ['Bearer not-a-token', 'Basic ZGVtbzpkZW1v', 'Bearer']) {
      expect((await send('get', '/api/dashboard', { headers: { Authorization } })).status, Authorization).toBe(401);
    }
    const { body } = await send('post', '/api/auth/sessions', { body: demoSignIn, headers: signedOut });
    const { token } = body as { token: string };
    expect((await send('get', '/api/me', { headers: bearer(token) })).status).toBe(200);
    clock.advance(31 * 24 * 60 * 60 * 1000);
    expect((await send('get', '/api/me', { headers: bearer(token) })).status).toBe(401);
  });

  it('answers every public route without a token', async () => {
    const samples: Record<string, { path?: string; status: number; body?: unknown }> = {
      getProfile: { path: fillPath(routes.getProfile.path, { code: 'octoss-7f3k' }), status: 200 },
      getProofPeriod: { path: fillPath(routes.getProofPeriod.path, { id: 'latest' }), status: 200 },
      createSession: { status: 201, body: demoSignIn },
      createPartnerApplication: { status: 400, body: {} },
    };
    for (const name of publicRoutes) {
      const route = routes[name as keyof typeof routes];
      const sample = samples[name] ?? { status: 200 };
      const answer = await send(route.method, sample.path ?? route.path, { body: sample.body, headers: signedOut });
      expect(answer.status, name).toBe(sample.status);
    }
  });

  it('signs in with the email and code, gives a random token that works, and refuses wrong credentials with 401', async () => {
    const first = await send('post', '/api/auth/sessions', { body: demoSignIn, headers: signedOut });
    expect(first.status).toBe(201);
    const { token, expiresAt } = first.body as { token: string; expiresAt: string };
    expect(token).toMatch(/^[0-9a-f]{64}$/);
    expect(Date.parse(expiresAt)).toBe(clock.now() + 30 * 24 * 60 * 60 * 1000);
    const second = (await send('post', '/api/auth/sessions', { body: demoSignIn, headers: signedOut })).body as {
      token: string;
    };
    expect(second.token).not.toBe(token);
    const me = await send('get', '/api/me', { headers: bearer(token) });
    expect(me.body).toMatchObject({ email: 'demo@octoss.app', signedIn: true });
    const claim = await send('post', '/api/payouts/claims', {
      body: { amount: 20 },
      headers: { ...bearer(token), ...idempotencyKey() },
    });
    expect(claim.status).toBe(201);

    for (const wrong of [
      { ...demoSignIn, code: '123456' },
      { ...demoSignIn, email: 'someone@example.com' },
    ]) {
      const refused = await send('post', '/api/auth/sessions', { body: wrong, headers: signedOut });
      expect(refused.status).toBe(401);
      expect(refused.body).toMatchObject({ code: 'unauthorized' });
    }
    const invalid = await send('post', '/api/auth/sessions', {
      body: { email: 'demo@octoss.app' },
      headers: signedOut,
    });
    expect(invalid.status).toBe(400);
    expect(invalid.body).toMatchObject({ code: 'validation', fieldErrors: { code: expect.any(Array) } });
  });

  it('signs out: the token stops working, other sessions go on', async () => {
    const signIn = async () =>
      ((await send('post', '/api/auth/sessions', { body: demoSignIn, headers: signedOut })).body as { token: string })
        .token;
    const [token, other] = [await signIn(), await signIn()];
    const out = await send('delete', '/api/auth/sessions/current', { headers: bearer(token) });
    expect(out.status).toBe(204);
    expect(out.text).toBe('');
    expect((await send('get', '/api/me', { headers: bearer(token) })).status).toBe(401);
    expect((await send('delete', '/api/auth/sessions/current', { headers: bearer(token) })).status).toBe(401);
    expect((await send('get', '/api/me', { headers: bearer(other) })).status).toBe(200);
  });
});

describe.each(transports)('the testnet sandbox keeps its user signed in against $name', (transport) => {
  const mock = useClockedTransport({
    ...transport,
    start: (options) => transport.start({ ...options, dataset: 'testnet' }),
  });

  it('knows the token after a reset of the sandbox', async () => {
    const { token } = (
      await mock.send('post', '/api/auth/sessions', {
        body: { email: 'sandbox@octoss.app', code: '000000' },
        headers: signedOut,
      })
    ).body as { token: string };
    expect((await mock.send('post', '/api/testnet/reset', { headers: bearer(token) })).status).toBe(200);
    expect((await mock.send('get', '/api/me', { headers: bearer(token) })).status).toBe(200);
  });
});
