// @vitest-environment node
import type { AddressInfo } from 'node:net';
import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMockApp } from '@mocks/server';
import { runConformance } from '../conformance/run';
import { summaryOf } from '../conformance/report';

/**
 * The conformance kit (tests/conformance) over real HTTP: the mock server passes it, and a server
 * with five planted defects fails exactly the checks that name them.
 */
const listen = (server: Server) =>
  new Promise<string>((resolve) => {
    server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`));
  });
const close = (server: Server | undefined) =>
  new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));

/**
 * A proxy in front of the mock that breaks it five ways: the payout schedule's `frequency` is a
 * number (a schema defect), claims get a fresh Idempotency-Key each (they pay twice), a
 * text/plain body is a 500 instead of a 415, the ledger's leaf values are not the ones its roots
 * were computed from (the mock's leaf tamper switch), and a consistency proof has a byte flipped.
 */
function brokenProxy(target: string): Server {
  return createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const headers = new Headers();
    for (const [name, value] of Object.entries(request.headers))
      if (typeof value === 'string' && !['host', 'connection', 'content-length'].includes(name))
        headers.set(name, value);
    if (headers.get('content-type')?.startsWith('text/plain')) {
      response
        .writeHead(500, { 'Content-Type': 'application/json' })
        .end(JSON.stringify({ code: 'server_error', message: 'Unexpected server error' }));
      return;
    }
    if (request.url === '/api/payouts/claims' && headers.has('idempotency-key'))
      headers.set('idempotency-key', crypto.randomUUID());
    if (request.url?.startsWith('/api/proof/leaves')) headers.set('x-mock-tamper', 'leaf');
    const answer = await fetch(`${target}${request.url}`, {
      method: request.method,
      headers,
      body: chunks.length ? Buffer.concat(chunks) : undefined,
    });
    let text = await answer.text();
    if (request.method === 'GET' && request.url === '/api/payouts/schedule')
      text = text.replace(/"frequency":"[^"]*"/, '"frequency":42');
    if (request.method === 'GET' && request.url?.startsWith('/api/proof/consistency'))
      text = text.replace(
        /"proof":\[\{"hash":"(.)/,
        (_, digit: string) => `"proof":[{"hash":"${digit === '0' ? '1' : '0'}`,
      );
    const out: Record<string, string> = {};
    answer.headers.forEach((value, name) => {
      if (!['content-length', 'content-encoding', 'transfer-encoding', 'connection', 'etag'].includes(name))
        out[name] = value;
    });
    response.writeHead(answer.status, out).end(text);
  });
}

describe('the conformance kit over HTTP', () => {
  let mock: Server | undefined;
  let proxy: Server | undefined;
  let mockBase = '';
  let proxyBase = '';
  beforeAll(async () => {
    mock = createMockApp({ dataset: 'testnet' }).app.listen(0, '127.0.0.1');
    await new Promise((resolve) => mock!.once('listening', resolve));
    mockBase = `http://127.0.0.1:${(mock.address() as AddressInfo).port}`;
    proxy = brokenProxy(mockBase);
    proxyBase = await listen(proxy);
  });
  afterAll(async () => {
    await close(proxy);
    await close(mock);
  });

  it('passes every check against the mock server', async () => {
    const results = await runConformance({ base: mockBase });
    expect(results.filter((result) => !result.passed)).toEqual([]);
    expect(summaryOf(results).passed).toBeGreaterThan(150);
  }, 30_000);

  it('fails the checks that name each planted defect, and only those', async () => {
    const results = await runConformance({ base: proxyBase });
    const failed = results
      .filter((result) => !result.passed)
      .map((result) => `${result.endpoint} [${result.group}] ${result.check}`);
    expect(failed).toEqual(
      expect.arrayContaining([
        'GET /api/payouts/schedule [schemas] answers its response schema',
        'POST /api/payouts/claims [idempotency] a replay returns the first answer with Idempotent-Replay: true',
        'POST /api/payouts/claims [idempotency] the same key with another body is a 422 idempotency_mismatch',
        'POST /api/payouts/claims [idempotency] 20 concurrent duplicates change as much as one request',
        'POST /api/uid-links [bad-input] a text/plain body is a 415',
        'GET /api/proof/leaves [proof] the leaf values re-hash to every published root',
        'GET /api/proof/consistency [proof] consistency proofs between every two published trees verify',
      ]),
    );
    const planted =
      /payouts\/schedule \[schemas\]|payouts\/claims \[idempotency\]|\[bad-input\] a text\/plain body is a 415|\[proof\] (the leaf values|consistency proofs)/;
    expect(failed.filter((line) => !planted.test(line))).toEqual([]);
  }, 30_000);

  it('says the sign-in failed when the server does not know the sandbox account', async () => {
    const demo = createMockApp({ dataset: 'demo' }).app.listen(0, '127.0.0.1');
    await new Promise((resolve) => demo.once('listening', resolve));
    try {
      await expect(
        runConformance({ base: `http://127.0.0.1:${(demo.address() as AddressInfo).port}` }),
      ).rejects.toThrow(/POST \/api\/auth\/sessions for sandbox@octoss.app answered 401/);
    } finally {
      await close(demo);
    }
  });

  it('says the sandbox is missing when the server serves the demo data set', async () => {
    const demo = createMockApp({ dataset: 'demo' }).app.listen(0, '127.0.0.1');
    await new Promise((resolve) => demo.once('listening', resolve));
    try {
      await expect(
        runConformance({
          base: `http://127.0.0.1:${(demo.address() as AddressInfo).port}`,
          signIn: { email: 'demo@octoss.app', code: '000000' },
        }),
      ).rejects.toThrow(/must serve the testnet sandbox/);
    } finally {
      await close(demo);
    }
  });
});
