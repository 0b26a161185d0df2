// @vitest-environment node
/**
 * The ledger proof end to end, as a trader or an auditor runs it: the mock backend as a real HTTP
 * server (`npm run mock-server`), a bundle fetched for one of the demo trader's records, the root
 * published by `GET /api/proof/periods`, and both command-line verifiers as processes (the Node one,
 * `ledger/cli.ts`, and the Python one, `ledger/verify_proof.py`, written independently). A good
 * bundle passes both; a changed field, a flipped path byte, swapped path nodes, a node short and
 * each tamper switch of the mock fail both, at the step that names the change.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProofBundleJson, ProofPeriod } from '@octoss/contract/proof';
import type { Reconciliation } from '@octoss/contract/reconciliations';
import { createMockApp } from '@mocks/server';
import { toHex } from '../../ledger/index.ts';
import { sendWith, type SendInit } from '../../kit/http';
import { testStart } from './transports';

const run = promisify(execFile);
const root = process.cwd();
const dir = mkdtempSync(join(tmpdir(), 'proof-cli-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The Python verifier's names of the steps (it is written apart from the Node one). */
const pythonStep: Record<string, string> = {
  format: 'format',
  row: 'row',
  owner: 'owner',
  'leaf-hash': 'leaf hash',
  path: 'path',
  root: 'root',
  'published-root': 'published root',
  signature: 'signature',
};

type Verdict = { code: number; out: string };
type Inputs = { root: string; ownerKey?: string; note?: string; vkey?: string; row?: unknown };

let files = 0;
function write(content: string): string {
  const path = join(dir, `file-${(files += 1)}`);
  writeFileSync(path, content);
  return path;
}

async function exec(command: string, args: string[]): Promise<Verdict> {
  try {
    const { stdout } = await run(command, args, { cwd: root, timeout: 60_000 });
    return { code: 0, out: stdout };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string };
    return { code: failed.code ?? -1, out: failed.stdout ?? String(error) };
  }
}

/** Both verifiers over one bundle, side by side. */
async function verifyWithBoth(bundle: unknown, inputs: Inputs): Promise<{ node: Verdict; python: Verdict }> {
  const args = [write(JSON.stringify(bundle, null, 2)), '--root', inputs.root];
  if (inputs.ownerKey) args.push('--owner-key', inputs.ownerKey);
  if (inputs.note && inputs.vkey) args.push('--checkpoint', write(inputs.note), '--pubkey', inputs.vkey);
  if (inputs.row) args.push('--row', JSON.stringify(inputs.row));
  const [node, python] = await Promise.all([
    exec(process.execPath, ['--import', 'tsx', 'ledger/cli.ts', ...args]),
    exec('python3', ['ledger/verify_proof.py', ...args]),
  ]);
  return { node, python };
}

function expectPass({ node, python }: { node: Verdict; python: Verdict }) {
  expect(node.code, node.out).toBe(0);
  expect(python.code, python.out).toBe(0);
  expect(node.out).toMatch(/All \d+ checks that ran passed/);
  expect(python.out).toMatch(/RESULT: PASS/);
}

/** Both exit 1, and both name `step` as the (first) step that failed. */
function expectFailAt(step: string, { node, python }: { node: Verdict; python: Verdict }) {
  expect(node.code, node.out).toBe(1);
  expect(node.out).toMatch(new RegExp(`FAILED at step \\d+ \\(${step}\\)`));
  expect(python.code, python.out).toBe(1);
  expect(python.out).toContain(`RESULT: FAIL - failed step(s): ${pythonStep[step]}`);
}

/** The record as the Trustboard shows it: what `--row` takes. */
const rowOf = (record: Reconciliation) => ({
  amountCents: Math.round(record.amount * 100),
  state: record.state,
  txHash: record.txHash,
  at: record.timestamp,
  exchange: record.exchange,
});

async function listen(dataset: 'demo' | 'testnet', now: () => number) {
  const { app } = createMockApp({ dataset, now });
  const server: Server = await new Promise((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
  });
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const email = dataset === 'demo' ? 'demo@octoss.app' : 'sandbox@octoss.app';
  const signIn = await sendWith(base, 'post', '/api/auth/sessions', { body: { email, code: '000000' } });
  const { token } = signIn.body as { token: string };
  const send = async (method: string, path: string, init: SendInit = {}) =>
    sendWith(base, method, path, { ...init, headers: { Authorization: `Bearer ${token}`, ...init.headers } });
  const get = async <T>(path: string, headers: Record<string, string> = {}): Promise<T> => {
    const sent = await send('get', path, { headers });
    if (sent.status !== 200) throw new Error(`${path}: ${sent.status} ${sent.text}`);
    return sent.body as T;
  };
  return { server, send, get };
}

type Started = Awaited<ReturnType<typeof listen>>;

describe('a demo record, fetched from npm run mock-server, checked by both command-line verifiers', () => {
  let mock: Started;
  let latest: ProofPeriod;
  let vkey: string;
  let records: Reconciliation[];
  let record: Reconciliation;
  let bundle: ProofBundleJson;

  beforeAll(async () => {
    mock = await listen('demo', () => testStart);
    latest = (await mock.get<{ items: ProofPeriod[] }>('/api/proof/periods?pageSize=1')).items[0]!;
    vkey = (await mock.get<{ vkey: string }>('/api/proof/key')).vkey;
    records = (await mock.get<{ items: Reconciliation[] }>('/api/reconciliations?pageSize=100')).items;
    // The newest record with a revision: its leaf is rev 1, whose prev names rev 0.
    for (const candidate of records) {
      const sent = await mock.send('get', `/api/proof/records/${candidate.id}`);
      if (sent.status !== 200 || (sent.body as ProofBundleJson).leaf.rev === 0) continue;
      record = candidate;
      bundle = sent.body as ProofBundleJson;
      break;
    }
  }, 60_000);
  afterAll(() => new Promise<void>((resolve) => mock.server.close(() => resolve())));

  const honest = () => ({ root: latest.root.hash, note: latest.note, vkey, row: rowOf(record) });

  it('verifies against the published root, with the signed checkpoint and the row as listed', async () => {
    expect(bundle.leaf.rev).toBeGreaterThan(0);
    expect(bundle.checkpoint.period).toBe(latest.id);
    const verdicts = await verifyWithBoth(bundle, honest());
    expectPass(verdicts);
    expect(verdicts.node.out).toMatch(/^✓ \d\. .*\[signature\]: passed$/m);
    expect(verdicts.node.out).toMatch(/^✓ \d\. .*\[row\]: passed$/m);
    expect(verdicts.python.out).toContain('RESULT: PASS - 7 step(s) passed; not run: owner');
  }, 60_000);

  it('fails both at root when a leaf field is changed, a path byte flipped or two path nodes swapped, and at path one node short', async () => {
    const flip = (hex: string) => `${hex.slice(0, 10)}${hex[10] === '0' ? '1' : '0'}${hex.slice(11)}`;
    const changed = { ...bundle, leaf: { ...bundle.leaf, amountCents: bundle.leaf.amountCents + 100 } };
    const flipped = {
      ...bundle,
      path: bundle.path.map((node, index) => (index === 1 ? { ...node, hash: flip(node.hash) } : node)),
    };
    const swapped = { ...bundle, path: [bundle.path[1], bundle.path[0], ...bundle.path.slice(2)] };
    const short = { ...bundle, path: bundle.path.slice(0, -1) };
    const { row: _row, ...withoutRow } = honest();
    const [a, b, c, d] = await Promise.all(
      [changed, flipped, swapped, short].map((tampered) => verifyWithBoth(tampered, withoutRow)),
    );
    expectFailAt('root', a!);
    expectFailAt('root', b!);
    expectFailAt('root', c!);
    expectFailAt('path', d!);
    expect(d!.python.out).toContain(`needs exactly ${bundle.path.length}`);
  }, 120_000);

  it("X-Mock-Tamper: record lists a closed week's record with 1.00 more: both fail at row with the row as listed", async () => {
    const listed = (
      await mock.get<{ items: Reconciliation[] }>('/api/reconciliations?pageSize=100', { 'X-Mock-Tamper': 'record' })
    ).items;
    const shown = listed.find((row) => row.amount !== records.find((honestRow) => honestRow.id === row.id)!.amount)!;
    expect(shown).toBeDefined();
    const own = await mock.get<ProofBundleJson>(`/api/proof/records/${shown.id}`);
    expectFailAt('row', await verifyWithBoth(own, { ...honest(), row: rowOf(shown) }));
    const stored = records.find((row) => row.id === shown.id)!;
    expectPass(await verifyWithBoth(own, { ...honest(), row: rowOf(stored) }));
  }, 60_000);

  it("X-Mock-Tamper: leaf reads another trader's leaf otherwise under the published checkpoint: both fail at root", async () => {
    const tampered = await mock.get<ProofBundleJson>(`/api/proof/records/${record.id}`, { 'X-Mock-Tamper': 'leaf' });
    expect(tampered.checkpoint).toEqual(bundle.checkpoint);
    expectFailAt('root', await verifyWithBoth(tampered, honest()));
  }, 60_000);

  it('X-Mock-Tamper: fork serves a second history, re-signed: both fail at published-root with the root published before', async () => {
    const forked = await mock.get<ProofBundleJson>(`/api/proof/records/${record.id}`, { 'X-Mock-Tamper': 'fork' });
    expect(forked.checkpoint.root.hash).not.toBe(latest.root.hash);
    const verdicts = await verifyWithBoth(forked, { root: latest.root.hash, row: rowOf(record) });
    expectFailAt('published-root', verdicts);
    // The forked bundle is consistent in itself: its path leads to its own checkpoint's root.
    expect(verdicts.node.out).toMatch(/^✓ \d\. .*\[root\]: passed$/m);
  }, 60_000);
});

describe('testnet: a claim, then close-week, gives a proof that verifies with the owner key the trader registered', () => {
  let clock = testStart;
  let mock: Started;
  beforeAll(async () => {
    mock = await listen('testnet', () => clock);
  });
  afterAll(() => new Promise<void>((resolve) => mock.server.close(() => resolve())));

  it('verifies the claim record with both command-line verifiers, owner step included', async () => {
    const ownerKey = toHex(crypto.getRandomValues(new Uint8Array(32)));
    expect((await mock.send('put', '/api/proof/me/owner-key', { body: { ownerKey } })).status).toBe(200);
    expect((await mock.send('post', '/api/uid-links', { body: { exchangeId: 'cex-a', uid: '30019442' } })).status).toBe(
      201,
    );
    clock += 2_000; // the link's approval
    expect((await mock.get<{ items: { status: string }[] }>('/api/uid-links')).items[0]!.status).toBe('APPROVED');
    expect((await mock.send('post', '/api/testnet/simulate-fees')).status).toBe(201);
    const wallet = { network: 'ERC-20', address: '0x52908400098527886E0F7030069857D2E4169EE7' };
    expect((await mock.send('put', '/api/payouts/wallet', { body: wallet })).status).toBe(200);
    const claim = await mock.send('post', '/api/payouts/claims', {
      body: { amount: 10 },
      headers: { 'Idempotency-Key': crypto.randomUUID() },
    });
    expect(claim.status, claim.text).toBe(201);
    const closed = await mock.send('post', '/api/testnet/close-week');
    expect(closed.status).toBe(201);

    const claimed = (await mock.get<{ items: Reconciliation[] }>('/api/reconciliations')).items.find(
      (row) => row.sourceLabel === 'PAYOUT_CLAIMED',
    )!;
    const bundle = await mock.get<ProofBundleJson>(`/api/proof/records/${claimed.id}`);
    const published = (await mock.get<{ items: ProofPeriod[] }>('/api/proof/periods')).items[0]!;
    expect(published).toEqual(closed.body);
    expect(bundle.leaf).toMatchObject({ source: 'PAYOUT_CLAIMED', amountCents: -1000, deltaCents: -1000 });
    const vkey = (await mock.get<{ vkey: string }>('/api/proof/key')).vkey;
    const verdicts = await verifyWithBoth(bundle, {
      root: published.root.hash,
      ownerKey,
      note: published.note,
      vkey,
      row: rowOf(claimed),
    });
    expectPass(verdicts);
    expect(verdicts.node.out).toMatch(/^✓ \d\. .*\[owner\]: passed$/m);
    expect(verdicts.python.out).toContain('RESULT: PASS - 8 step(s) passed\n');
    // Another key is not the trader's: the owner step says so.
    const other = await verifyWithBoth(bundle, { root: published.root.hash, ownerKey: '00'.repeat(32) });
    expectFailAt('owner', other);
  }, 120_000);
});
