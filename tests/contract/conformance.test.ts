// @vitest-environment node
import { spawnSync } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMockApp } from '@mocks/server';
import { routes } from '@octoss/contract/routes';
import { proofChecks } from '../../kit/checks/proof';
import { parseSelection, runConformance, Unreachable, type RunOptions } from '../../kit/run';
import { summaryOf, type CheckResult, type RunReport } from '../../kit/report';
import { proofDefectProxy, proofDefects, type ProofDefect } from './proof-defects';
import { createReferenceServer, servedEndpoints, type ReferenceOptions } from './reference-server';
import { defects, type Defect } from './reference-server/defects';

/**
 * The conformance kit (kit/) over real HTTP: the mock passes all of it; an independent server
 * written from the document alone (./reference-server, no code of the app, the mock or the
 * contract) passes too, with the operations it does not serve reported as not implemented, also
 * when every answer takes 1.5 s; each defect planted in that server alone fails a check that
 * names the route and the guide's rule; and each defect of the ledger proof planted in front of
 * the mock (./proof-defects) fails the proof group's check that names it, and only that one.
 */
async function listenMock(dataset: 'testnet' | 'demo') {
  const server: Server = createMockApp({ dataset }).app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  return { base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => close(server) };
}

const close = (server: Server) =>
  new Promise<void>((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });

async function againstReference(options: ReferenceOptions, run: Omit<RunOptions, 'base'> = {}) {
  const reference = createReferenceServer(options);
  const base = await reference.listen();
  try {
    return await runConformance({ base, ...run });
  } finally {
    await reference.close();
  }
}

const failures = (report: RunReport) => report.results.filter((result) => result.outcome === 'failed');
const endpointOf = (row: { method: string; path: string }) => `${row.method.toUpperCase()} ${row.path}`;
const line = (result: CheckResult) => `${result.endpoint} [${result.group}] ${result.check}: ${result.reason}`;

/**
 * Each planted defect, the checks run against it (`--only`) and the check that must catch it: its
 * endpoint and what its name (or reason) says. The kit runs only those checks, each with the
 * setup steps it needs.
 */
const caught: Record<Defect, { only: string[]; endpoint: string; check: RegExp }> = {
  'duplicate-link-201': {
    only: ['behaviour', 'POST /api/uid-links'],
    endpoint: 'POST /api/uid-links',
    check: /linked again is a 409 already_linked/,
  },
  'signout-keeps-token': {
    only: ['behaviour', 'auth'],
    endpoint: 'DELETE /api/auth/sessions/current',
    check: /sign-out stops its token/,
  },
  'invalid-state-ignored': {
    only: ['query', 'GET /api/reconciliations'],
    endpoint: 'GET /api/reconciliations',
    check: /every value state refuses/,
  },
  'invalid-sort-ignored': {
    only: ['query', 'GET /api/reconciliations'],
    endpoint: 'GET /api/reconciliations',
    check: /every value sort refuses/,
  },
  'invalid-tz-ignored': {
    only: ['query', 'GET /api/reconciliations'],
    endpoint: 'GET /api/reconciliations',
    check: /every value tz refuses/,
  },
  'claim-without-debit': {
    only: ['behaviour', 'POST /api/payouts/claims'],
    endpoint: 'POST /api/payouts/claims',
    check: /lowers the balance by its amount/,
  },
  'tz-ignored': {
    only: ['days', 'GET /api/reconciliations'],
    endpoint: 'GET /api/reconciliations',
    check: /tz=Pacific\/Kiritimati and Pacific\/Pago_Pago/,
  },
  'net-from-exchange-rate': {
    only: ['rules', 'GET /api/accruals'],
    endpoint: 'GET /api/accruals',
    check: /net is 90% of its gross/,
  },
  stateless: {
    only: ['behaviour', 'PUT /api/payouts/wallet'],
    endpoint: 'PUT /api/payouts/wallet',
    check: /stored and read back/,
  },
  'first-answer-replay': {
    only: ['idempotency'],
    endpoint: 'POST /api/payouts/claims',
    check: /the first answer is no replay/,
  },
  'replay-other-body': {
    only: ['idempotency'],
    endpoint: 'POST /api/payouts/claims',
    check: /a replay is the first answer/,
  },
  'net-rounded-down': { only: ['rules', 'GET /api/accruals'], endpoint: 'GET /api/accruals', check: /rounded half up/ },
  'etag-never-304': { only: ['headers', 'GET /api/me'], endpoint: 'GET /api/me', check: /If-None-Match is a 304/ },
  'no-content-language': {
    only: ['headers', 'GET /api/payouts/balance'],
    endpoint: 'GET /api/payouts/balance',
    check: /Content-Language follows Accept-Language/,
  },
  'no-vary': {
    only: ['headers', 'GET /api/payouts/balance'],
    endpoint: 'GET /api/payouts/balance',
    check: /Vary: Accept-Language/,
  },
  'page-past-end-404': {
    only: ['paging', 'GET /api/uid-links'],
    endpoint: 'GET /api/uid-links',
    check: /a page past the end/,
  },
  'csv-no-disposition': {
    only: ['headers', 'GET /api/exports/payouts.csv'],
    endpoint: 'GET /api/exports/payouts.csv',
    check: /Content-Disposition/,
  },
  'unauthorized-no-challenge': {
    only: ['access', 'GET /api/me'],
    endpoint: 'GET /api/me',
    check: /WWW-Authenticate: Bearer/,
  },
  'subcent-422': {
    only: ['money'],
    endpoint: 'POST /api/payouts/claims',
    check: /sub-cent amount .* is a 400 naming amount/,
  },
  'unstable-order': {
    only: ['paging', 'GET /api/reconciliations'],
    endpoint: 'GET /api/reconciliations',
    check: /two reads without a write answer the same order.*unstable order/,
  },
  'cors-no-authorization': { only: ['headers', 'GET /api/me'], endpoint: 'GET /api/me', check: /CORS preflight/ },
  'dispute-not-stored': {
    only: ['behaviour', 'POST /api/reconciliations/{id}/disputes'],
    endpoint: 'POST /api/reconciliations/{id}/disputes',
    check: /takes one dispute/,
  },
  'reset-keeps-links': {
    only: ['behaviour', 'POST /api/testnet/reset'],
    endpoint: 'POST /api/testnet/reset',
    check: /a reset at the end empties/,
  },
  'checksum-ignored': {
    only: ['behaviour', 'PUT /api/payouts/wallet'],
    endpoint: 'PUT /api/payouts/wallet',
    check: /a refused address is a 422/,
  },
  'concurrent-overdraw': {
    only: ['money'],
    endpoint: 'POST /api/payouts/claims',
    check: /concurrent claims with different keys/,
  },
  'updated-at-now': {
    only: ['bad-input', 'PUT /api/payouts/wallet', 'GET /api/payouts/wallet'],
    endpoint: 'GET /api/payouts/wallet',
    check: /two reads without a write answer the same.*updatedAt/,
  },
  'body-before-token': {
    only: ['errors', 'POST /api/payouts/claims'],
    endpoint: 'POST /api/payouts/claims',
    check: /the token comes first/,
  },
  'errors-cacheable': {
    only: ['headers', 'POST /api/uid-links'],
    endpoint: 'POST /api/uid-links',
    check: /refused write answers Cache-Control: no-store/,
  },
};

/** Each defect of the ledger proof, the check of the proof group that must catch it, and what its reason says. */
const proofCaught: Record<ProofDefect, { endpoint: string; check: RegExp; reason: RegExp }> = {
  'leaf-values-tampered': {
    endpoint: 'GET /api/proof/leaves',
    check: /re-hash to every published root/,
    reason:
      /^\d{4}-W\d{2}: expected the leaf values of GET \/api\/proof\/leaves to re-hash to the published root, but leaves 0 … \d+ give .* and GET \/api\/proof\/periods publishes/,
  },
  'consistency-byte-flipped': {
    endpoint: 'GET /api/proof/consistency',
    check: /consistency proofs between every two published tree sizes verify/,
    reason:
      /^GET \/api\/proof\/consistency\?from=\d+&to=\d+: expected a proof that the tree of \d+ leaves .* extends the tree of \d+ .*, it does not verify/,
  },
};

describe('the conformance kit', () => {
  let mock: Awaited<ReturnType<typeof listenMock>>;
  beforeAll(async () => void (mock = await listenMock('testnet')));
  afterAll(() => mock.close());

  // The checks that follow run side by side: most of this one is waiting for its slow answers.
  it.concurrent(
    'passes that server when every answer takes 1.5 s: reads compared across a write many seconds apart',
    async () => {
      const report = await againstReference(
        { delayMs: 1500 },
        { only: parseSelection(['bad-input', 'PUT /api/payouts/wallet', 'POST /api/uid-links']) },
      );
      expect(failures(report).map(line)).toEqual([]);
      const passed = report.results.filter((result) => result.outcome === 'passed');
      expect(passed.map((result) => `${result.endpoint} ${result.check}`)).toEqual(
        expect.arrayContaining([
          'PUT /api/payouts/wallet bad requests answer their 4xx and change nothing',
          'POST /api/uid-links bad requests answer their 4xx and change nothing',
          expect.stringMatching(/^POST \/api\/uid-links \S+/),
          expect.stringMatching(/^GET \/api\/uid-links sees the new accounts’ links APPROVED/),
        ]),
      );
      // The wallet's updatedAt and the links' createdAt and approvedAt were read before and after
      // the bad requests, seconds apart (the answers take 1.5 s), and rightly found unchanged.
      for (const result of passed.filter((row) => row.check === 'bad requests answer their 4xx and change nothing'))
        expect(result.ms).toBeGreaterThan(4000);
    },
    240_000,
  );

  it.concurrent(
    'passes the mock server, every check and setup step (none is not implemented)',
    async () => {
      const report = await runConformance({ base: mock.base });
      expect(failures(report).map(line)).toEqual([]);
      expect(report.notImplemented).toEqual([]);
      expect(summaryOf(report.results).passed).toBeGreaterThan(450);
      // The ledger proof ran whole on the sandbox's two checkpoints: no proof check skipped.
      const proof = report.results.filter((result) => result.group === 'proof');
      expect(proof.filter((result) => result.outcome !== 'passed').map(line)).toEqual([]);
      expect(proof).toHaveLength(proofChecks().length);
    },
    60_000,
  );

  it.concurrent(
    "runs the dispute and settlement lifecycles on the mock's demo data set, which holds such rows",
    async () => {
      const demo = await listenMock('demo');
      try {
        const report = await runConformance({
          base: demo.base,
          signIn: { email: 'demo@octoss.app', code: '000000' },
          only: parseSelection([
            'behaviour',
            'POST /api/reconciliations/{id}/disputes',
            'POST /api/settlements/{id}/requests',
          ]),
        });
        expect(failures(report).map(line)).toEqual([]);
        const passed = report.results.filter((result) => result.outcome === 'passed').map((result) => result.check);
        expect(passed).toEqual(
          expect.arrayContaining([
            expect.stringMatching(/DISCREPANCY record takes one dispute/),
            expect.stringMatching(/PENDING special settlement is REQUESTED/),
            expect.stringMatching(/EXCHANGE settlement cannot be requested/),
          ]),
        );
      } finally {
        await demo.close();
      }
    },
    60_000,
  );

  it.concurrent(
    'passes an independent server written from the document, its missing operations reported as not implemented',
    async () => {
      const report = await againstReference({});
      expect(failures(report).map(line)).toEqual([]);
      // Derived, not counted: every operation of the contract the server does not serve, so a new route is one more.
      const served = new Set(servedEndpoints);
      const unserved = Object.values(routes)
        .map(endpointOf)
        .filter((endpoint) => !served.has(endpoint));
      expect(report.notImplemented.map((row) => row.endpoint).sort()).toEqual(unserved.sort());
      // By category: the dashboard, settlements, points and the whole ledger proof (and its sandbox route).
      expect(report.notImplemented.map((row) => row.endpoint)).toEqual(
        expect.arrayContaining([
          'GET /api/dashboard',
          'POST /api/settlements/{id}/requests',
          'POST /api/points/earn',
          'POST /api/testnet/close-week',
          ...Object.values(routes)
            .filter((row) => row.path.startsWith('/api/proof/') && row.path !== '/api/proof/metrics')
            .map(endpointOf),
        ]),
      );
      // No check of an operation the server does not serve runs, so none fails or is skipped for it.
      const missing = new Set(report.notImplemented.map((row) => row.endpoint));
      expect(report.results.filter((result) => missing.has(result.endpoint))).toEqual([]);
      expect(summaryOf(report.results).passed).toBeGreaterThan(220);
    },
    60_000,
  );

  it.concurrent.each(Object.keys(defects) as Defect[])(
    'catches the planted defect %s, naming the route and the rule',
    async (defect) => {
      const { only, endpoint, check } = caught[defect];
      const report = await againstReference({ defects: [defect], reviewMs: 300 }, { only: parseSelection(only) });
      const failed = failures(report);
      const named = failed.filter(
        (result) => result.endpoint === endpoint && check.test(`${result.check} ${result.reason}`),
      );
      expect(
        named.map(line),
        `${defect} (${defects[defect]}): ${failed.map(line).join('\n') || 'no failure'}`,
      ).not.toEqual([]);
      for (const result of named) {
        expect(result.rule).toBeTruthy();
        expect(result.reason).toMatch(/expected|unstable|not|moved/);
      }
    },
    60_000,
  );

  it.concurrent.each(Object.keys(proofDefects) as ProofDefect[])(
    'catches the ledger proof defect %s in the proof group, naming the route and the rule',
    async (defect) => {
      const { endpoint, check, reason } = proofCaught[defect];
      const target = await listenMock('testnet');
      const proxy = proofDefectProxy(target.base, defect);
      try {
        const report = await runConformance({ base: await proxy.listen(), only: parseSelection(['proof']) });
        const failed = failures(report);
        const named = failed.filter(
          (result) => result.group === 'proof' && result.endpoint === endpoint && check.test(result.check),
        );
        expect(
          named.map(line),
          `${defect} (${proofDefects[defect]}): ${failed.map(line).join('\n') || 'no failure'}`,
        ).not.toEqual([]);
        for (const result of named) {
          expect(result.rule).toBe('The ledger proof');
          expect(result.reason).toMatch(reason);
        }
        // Only that check: the setup and the other proof checks pass through the same proxy.
        expect(failed.filter((result) => !named.includes(result)).map(line)).toEqual([]);
        expect(
          report.results.filter((result) => result.group === 'proof' && result.outcome === 'passed').length,
        ).toBeGreaterThan(5);
      } finally {
        await proxy.close();
        await target.close();
      }
    },
    60_000,
  );

  it('says so in one line and exits 2 when the server cannot be reached', async () => {
    const closed = await new Promise<number>((resolve) => {
      const probe = createServer().listen(0, '127.0.0.1', () => {
        const { port } = probe.address() as AddressInfo;
        probe.close(() => resolve(port));
      });
    });
    const base = `http://127.0.0.1:${closed}`;
    await expect(runConformance({ base })).rejects.toThrow(Unreachable);
    const cli = spawnSync(process.execPath, ['--import', 'tsx', 'kit/cli.ts', '--base', base], { encoding: 'utf8' });
    expect(cli.status).toBe(2);
    expect(cli.stderr.trim().split('\n')).toEqual([
      `${base} cannot be reached: no answer (connect ECONNREFUSED 127.0.0.1:${closed})`,
    ]);
    expect(cli.stdout).toBe('');
  }, 30_000);

  it('reports a refused sign-in as a failed setup step, and skips the checks that need a user', async () => {
    const demo = await listenMock('demo');
    try {
      const report = await runConformance({ base: demo.base, only: parseSelection(['schemas', 'payouts']) });
      expect(failures(report).map(line)).toEqual([
        expect.stringMatching(
          /^POST \/api\/auth\/sessions \[setup\] signs in with the sandbox account: POST \/api\/auth\/sessions for sandbox@octoss.app: expected 201 with a token, got 401/,
        ),
      ]);
      expect(report.results.filter((result) => result.outcome === 'skipped').length).toBeGreaterThan(3);
    } finally {
      await demo.close();
    }
  }, 30_000);

  it('takes check groups, API groups and endpoints in --only, and refuses names it does not know', () => {
    const selection = parseSelection(['idempotency,payouts', 'get  /api/uid-links']);
    expect([...selection.checks]).toEqual(['idempotency']);
    expect([...selection.apiGroups]).toEqual(['payouts']);
    expect([...selection.endpoints]).toEqual(['GET /api/uid-links']);
    expect(() => parseSelection(['payout'])).toThrow(/not a check group .* an API group .* or an endpoint/);
  });
});
