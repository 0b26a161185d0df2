// @vitest-environment node
/**
 * The mock backend's ledger proof (ledger/spec/PROOF.md, notes of issue 24) over msw/node and the
 * HTTP server: the log appends a leaf per new record and a revision per change, never editing one;
 * a checkpoint per closed week is published once and frozen; the published leaves re-hash to the
 * published roots and every two published trees are consistent; bundles verify with the library a
 * browser uses; other traders' records are 404s, open-week records 409s; the owner key is set once
 * and tags the trader's later leaves; the tree is not one trader's; and each tamper switch makes
 * Verify fail at its step without changing the stored data.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, expectTypeOf, it } from 'vitest';
import { sha256 } from '@noble/hashes/sha2.js';
import { proofBundleSchema, type ProofBundleJson, type ProofPeriod } from '@octoss/contract/proof';
import type { Reconciliation } from '@octoss/contract/reconciliations';
import { snapshot } from '@mocks/persist';
import { updateReconciliation } from '@mocks/areas/trustboard';
import {
  IncrementalTree,
  fromHex,
  isoWeekOf,
  leafValue,
  ownerTag,
  sumCombiner,
  toHex,
  valueFromJson,
  verifyBundle,
  verifyCheckpoint,
  verifyConsistency,
  weekBounds,
  checkBundle,
  type ProofBundle,
  type RecordRow,
} from '../../ledger/index.ts';
import { buildLog, bundleFor } from '../unit/ledger/fixtures.ts';
import { idempotencyKey, testStart, transports, useClockedTransport, type Send } from './transports';

type Page<T> = { items: T[]; total: number };
type BundleSet = {
  period: string | null;
  bundles: ProofBundleJson[];
  pending: { recordId: string; leafIndex: number; rev: number; period: string }[];
  ownerKey: { registered: boolean; fingerprint: string | null; fromSeq: number | null };
};

const rowOf = (record: Reconciliation): RecordRow => ({
  amountCents: Math.round(record.amount * 100),
  state: record.state,
  txHash: record.txHash,
  at: record.timestamp,
  exchange: record.exchange,
});

/** A GET that must answer 200, its body typed by the caller. */
const reader =
  (send: Send) =>
  async <T>(path: string, headers: Record<string, string> = {}): Promise<T> => {
    const sent = await send('get', path, { headers });
    if (sent.status !== 200) throw new Error(`${path}: ${sent.status} ${sent.text}`);
    return sent.body as T;
  };

/** Every published period, oldest first. */
const periodsOf = async (get: ReturnType<typeof reader>, headers: Record<string, string> = {}) =>
  (await get<Page<ProofPeriod>>('/api/proof/periods?pageSize=100', headers)).items.reverse();

/** From `now` to an hour past the end of its week (Monday 00:00 UTC): the week closes. */
const toNextWeek = (now: number) => weekBounds(isoWeekOf(now)).toMs - now + 3_600_000;

describe("the contract's bundle and the library's", () => {
  it('are one shape: the type, a library bundle parsed by the contract, a served bundle checked by the library', async () => {
    expectTypeOf<ProofBundleJson>().toEqualTypeOf<ProofBundle>();
    const made = bundleFor(buildLog(), 5, '2026-W48');
    expect(proofBundleSchema.parse(made)).toEqual(made);
    expect(proofBundleSchema.safeParse({ ...made, extra: 1 }).success).toBe(false);
  });
});

describe.each(transports)('the ledger proof of the demo data set against $name', (transport) => {
  const mock = useClockedTransport(transport);
  const get = reader((...args) => mock.send(...args));

  it('publishes one checkpoint per closed week, each a prefix of the log, the open week not yet', async () => {
    const periods = await periodsOf(get);
    expect(periods.length).toBeGreaterThan(4);
    const openWeek = isoWeekOf(testStart);
    expect(periods.at(-1)!.to).toBe(new Date(weekBounds(openWeek).fromMs).toISOString());
    periods.forEach((period, index) => {
      const previous = periods[index - 1];
      expect(period.firstSeq).toBe(previous?.treeSize ?? 0);
      expect(period.leafCount).toBe(period.treeSize - period.firstSeq);
      expect(period.credit).toBe(period.root.credit - (previous?.root.credit ?? 0));
      expect(period.debit).toBe(period.root.debit - (previous?.root.debit ?? 0));
      expect(period.anchor).toBeNull();
      if (previous) expect(weekBounds(period.id).fromMs).toBe(weekBounds(previous.id).toMs);
    });
    expect(await get<ProofPeriod>('/api/proof/periods/latest')).toEqual(periods.at(-1));
    expect((await mock.send('get', `/api/proof/periods/${openWeek}`)).status).toBe(404);
  });

  it('serves leaves that re-hash to every published root, notes signed by its key, and consistency between every two published trees', async () => {
    const periods = await periodsOf(get);
    const size = periods.at(-1)!.treeSize;
    const { items } = await get<{ items: { seq: number; value: ProofBundleJson['path'][number] }[] }>(
      `/api/proof/leaves?start=0&end=${size}`,
    );
    const tree = new IncrementalTree(sumCombiner);
    for (const item of items) tree.append(valueFromJson(item.value));
    expect(tree.size).toBe(size);
    const { vkey, demo, anchor } = await get<{ vkey: string; demo: boolean; anchor: null }>('/api/proof/key');
    expect({ demo, anchor }).toEqual({ demo: true, anchor: null });
    for (const period of periods) {
      const root = tree.root(period.treeSize);
      expect({ hash: toHex(root.hash), credit: Number(root.credit), debit: Number(root.debit) }).toEqual(period.root);
      const signed = verifyCheckpoint(period.note, vkey);
      expect(signed.ok && [signed.checkpoint.period, signed.checkpoint.treeSize, signed.checkpoint.first]).toEqual([
        period.id,
        period.treeSize,
        period.firstSeq,
      ]);
    }
    const sizes = periods.filter((period) => period.treeSize > 0);
    for (const [index, older] of sizes.entries()) {
      for (const newer of sizes.slice(index)) {
        const { proof } = await get<{ proof: ProofBundleJson['path'] }>(
          `/api/proof/consistency?from=${older.treeSize}&to=${newer.treeSize}`,
        );
        const result = verifyConsistency(
          older.treeSize,
          newer.treeSize,
          valueFromJson(older.root),
          valueFromJson(newer.root),
          proof.map((node) => valueFromJson(node)),
        );
        expect(result, `${older.id} → ${newer.id}`).toEqual({ ok: true });
      }
    }
    // Without a query: from the week before the latest to the latest, what last week's reader needs.
    const byDefault = await get<{ from: number; to: number }>('/api/proof/consistency');
    expect([byDefault.from, byDefault.to]).toEqual([periods.at(-2)!.treeSize, periods.at(-1)!.treeSize]);
    expect((await mock.send('get', `/api/proof/consistency?from=1&to=${size + 1}`)).status).toBe(400);
    expect((await mock.send('get', '/api/proof/consistency?from=0&to=3')).status).toBe(400);
    expect((await mock.send('get', '/api/proof/leaves?start=0&end=1001')).status).toBe(400);
    expect((await get<{ end: number }>(`/api/proof/leaves?start=0&end=${size + 50}`)).end).toBe(size);
  });

  it("proves every record of the trader's set with the browser's verifier, row and signature included", async () => {
    const latest = await get<ProofPeriod>('/api/proof/periods/latest');
    const { vkey } = await get<{ vkey: string }>('/api/proof/key');
    const records = (await get<Page<Reconciliation>>('/api/reconciliations?pageSize=100')).items;
    const set = await get<BundleSet>('/api/proof/me');
    expect(set.period).toBe(latest.id);
    expect(set.bundles.length + set.pending.length).toBe(records.length);
    for (const bundle of set.bundles) {
      expect(checkBundle(bundle).ok).toBe(true);
      const record = records.find((row) => row.id === bundle.leaf.recordId)!;
      const result = verifyBundle(bundle, { root: latest.root.hash, vkey, row: rowOf(record) });
      expect(result.failedStep, record.id).toBeNull();
      expect(await get<ProofBundleJson>(`/api/proof/records/${record.id}`)).toEqual(bundle);
    }
    // Revisions: some records got their hash (or the exchange's amount) later, each a leaf of its own.
    const revised = set.bundles.filter((bundle) => bundle.leaf.rev > 0);
    expect(revised.length).toBeGreaterThan(0);
    for (const bundle of revised) expect(bundle.revisions.length).toBe(bundle.leaf.rev);
  });

  it("is not one trader's tree, and other traders' records stay out of the trader's lists", async () => {
    const latest = await get<ProofPeriod>('/api/proof/periods/latest');
    const set = await get<BundleSet>('/api/proof/me');
    const own = set.bundles.reduce((sum, bundle) => sum + 1 + bundle.revisions.length, 0);
    expect(latest.treeSize).toBeGreaterThan(own * 2);
    const listed = await get<Page<Reconciliation>>('/api/reconciliations?pageSize=100');
    expect(listed.total).toBe(33); // 30 records and the 3 auto payouts
    expect(new Set(listed.items.map((row) => row.userId))).toEqual(new Set(['user-demo']));
  });

  it("answers another trader's record as one that does not exist (404), the open week's as not checkpointed (409)", async () => {
    const other = await mock.send('get', '/api/proof/records/rec-anon-1-01');
    const none = await mock.send('get', '/api/proof/records/rec-nope');
    expect([other.status, none.status]).toEqual([404, 404]);
    expect([(other.body as { code: string }).code, (none.body as { code: string }).code]).toEqual([
      'not_found',
      'not_found',
    ]);
    const open = await mock.send('get', '/api/proof/records/rec-001');
    expect(open.status).toBe(409);
    expect(open.body).toMatchObject({ code: 'not_checkpointed' });
    expect((await get<BundleSet>('/api/proof/me')).pending.map((leaf) => leaf.recordId)).toContain('rec-001');
    expect((await mock.send('get', '/api/proof/records/rec-010?at=2020-W01')).status).toBe(404);
    expect((await mock.send('get', '/api/proof/records/rec-010?at=soon')).status).toBe(400);
  });

  it('appends a claim as rev 0 and a change as a revision, never editing a leaf, and freezes published checkpoints', async () => {
    const before = await periodsOf(get);
    const storedBefore = mock.env.db.ledgerLeaf.getAll().map((row) => ({ ...row }));
    // A claim: a PAYOUT_CLAIMED record, one leaf in the open week.
    expect(
      (await mock.send('post', '/api/payouts/claims', { body: { amount: 25 }, headers: idempotencyKey() })).status,
    ).toBe(201);
    const claim = (await get<Page<Reconciliation>>('/api/reconciliations?pageSize=1')).items[0]!;
    expect(claim).toMatchObject({ sourceLabel: 'PAYOUT_CLAIMED', amount: -25 });
    const pending = (await get<BundleSet>('/api/proof/me')).pending;
    expect(pending.find((leaf) => leaf.recordId === claim.id)).toMatchObject({ rev: 0 });
    // A change of a record proven last week: a revision, with the change as its delta.
    const earlier = await get<ProofBundleJson>('/api/proof/records/rec-010');
    updateReconciliation(mock.env, 'rec-010', { amount: earlier.leaf.amountCents / 100 - 0.5 });
    mock.clock.advance(toNextWeek(mock.clock.now()));

    const after = await periodsOf(get);
    expect(after.slice(0, before.length)).toEqual(before);
    expect(after).toHaveLength(before.length + 1);
    expect(after.at(-1)!.treeSize).toBe(storedBefore.length + 2);
    const revised = await get<ProofBundleJson>('/api/proof/records/rec-010');
    expect(revised.leaf).toMatchObject({ rev: earlier.leaf.rev + 1, deltaCents: -50 });
    expect(revised.leaf.amountCents).toBe(earlier.leaf.amountCents - 50);
    expect(revised.leaf.prev).toBe(toHex(leafValue(earlier.leaf).hash));
    expect(revised.revisions).toContain(earlier.leafIndex);
    // The earlier checkpoint still proves the earlier revision, unchanged.
    expect(await get<ProofBundleJson>(`/api/proof/records/rec-010?at=${before.at(-1)!.id}`)).toEqual(earlier);
    const listed = (await get<Page<Reconciliation>>('/api/reconciliations?pageSize=100')).items;
    expect(listed.find((row) => row.id === 'rec-010')!.amount).toBe(revised.leaf.amountCents / 100);
    expect(mock.env.db.ledgerLeaf.getAll().slice(0, storedBefore.length)).toEqual(storedBefore);
  });

  it("registers the owner key once; the trader's later leaves carry its tag, earlier ones the server-held key's", async () => {
    const key = toHex(crypto.getRandomValues(new Uint8Array(32)));
    const size = (await get<ProofPeriod>('/api/proof/periods/latest')).treeSize;
    const first = await mock.send('put', '/api/proof/me/owner-key', { body: { ownerKey: key.toUpperCase() } });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ fingerprint: toHex(sha256(fromHex(key)).slice(0, 8)) });
    expect((first.body as { fromSeq: number }).fromSeq).toBeGreaterThanOrEqual(size);
    const second = await mock.send('put', '/api/proof/me/owner-key', { body: { ownerKey: key } });
    expect(second.status).toBe(409);
    expect(second.body).toMatchObject({ code: 'owner_key_set' });
    const { fingerprint, fromSeq } = first.body as { fingerprint: string; fromSeq: number };
    expect((await get<BundleSet>('/api/proof/me')).ownerKey).toEqual({ registered: true, fingerprint, fromSeq });

    await mock.send('post', '/api/payouts/claims', { body: { amount: 20 }, headers: idempotencyKey() });
    const claim = (await get<Page<Reconciliation>>('/api/reconciliations?pageSize=1')).items[0]!;
    mock.clock.advance(toNextWeek(mock.clock.now()));
    const latest = await get<ProofPeriod>('/api/proof/periods/latest');
    const bundle = await get<ProofBundleJson>(`/api/proof/records/${claim.id}`);
    expect(bundle.leaf.owner).toBe(ownerTag(fromHex(key), claim.id));
    expect(verifyBundle(bundle, { root: latest.root.hash, ownerKey: key }).failedStep).toBeNull();
    const older = await get<ProofBundleJson>('/api/proof/records/rec-010');
    expect(verifyBundle(older, { root: latest.root.hash, ownerKey: key }).failedStep).toBe('owner');
  });

  it('fails Verify at the step of each tamper switch, and never changes the stored data', async () => {
    const honest = await periodsOf(get); // publishes what has closed: the reads below change nothing
    const latest = honest.at(-1)!;
    const { vkey } = await get<{ vkey: string }>('/api/proof/key');
    const records = (await get<Page<Reconciliation>>('/api/reconciliations?pageSize=100')).items;
    const stored = snapshot(mock.env.db);

    // record: one record of a closed week is listed with 1.00 more; its leaf is as it was.
    const shown = (await get<Page<Reconciliation>>('/api/reconciliations?pageSize=100', { 'X-Mock-Tamper': 'record' }))
      .items;
    const changed = shown.filter((row, index) => row.amount !== records[index]!.amount);
    expect(changed).toHaveLength(1);
    expect(changed[0]!.amount).toBeCloseTo(records.find((row) => row.id === changed[0]!.id)!.amount + 1, 2);
    const recordBundle = await get<ProofBundleJson>(`/api/proof/records/${changed[0]!.id}`);
    expect(verifyBundle(recordBundle, { root: latest.root.hash, vkey, row: rowOf(changed[0]!) }).failedStep).toBe(
      'row',
    );

    // leaf: another trader's leaf is read otherwise, the published checkpoint stays.
    const own = records.find((row) => row.id === 'rec-010')!;
    const leafBundle = await get<ProofBundleJson>('/api/proof/records/rec-010', { 'X-Mock-Tamper': 'leaf' });
    expect(await periodsOf(get, { 'X-Mock-Tamper': 'leaf' })).toEqual(honest);
    expect(verifyBundle(leafBundle, { root: latest.root.hash, vkey, row: rowOf(own) }).failedStep).toBe('root');

    // fork: a second history, re-signed; a browser that saw last week's honest checkpoint catches it.
    const fork = { 'X-Mock-Tamper': 'fork' };
    const forked = await periodsOf(get, fork);
    expect(forked.at(-1)!.root.hash).not.toBe(latest.root.hash);
    const seen = honest.at(-2)!;
    const forkBundle = await get<ProofBundleJson>('/api/proof/records/rec-010', fork);
    const { proof } = await get<{ proof: unknown[] }>(
      `/api/proof/consistency?from=${seen.treeSize}&to=${forkBundle.treeSize}`,
      fork,
    );
    const browser = verifyBundle(forkBundle, {
      root: forked.at(-1)!.root.hash,
      vkey,
      row: rowOf(own),
      lastSeen: { treeSize: seen.treeSize, root: seen.root, proof },
    });
    expect(browser.failedStep).toBe('consistency');
    expect(verifyBundle(forkBundle, { root: latest.root.hash, vkey }).failedStep).toBe('published-root');

    expect(snapshot(mock.env.db)).toBe(stored);
  });
});

describe.each(transports)('the sandbox ledger against $name', (transport) => {
  let now = testStart;
  let started: Awaited<ReturnType<typeof transport.start>>;
  beforeAll(async () => void (started = await transport.start({ dataset: 'testnet', now: () => now })));
  afterAll(() => started.stop());
  beforeEach(() => {
    now = testStart;
    started.env.reset();
  });
  const send: Send = (...args) => started.send(...args);

  it('closes the week on request: its simulated fees get a signed checkpoint at once, and the next week opens', async () => {
    expect((await send('get', '/api/proof/periods')).body).toMatchObject({ total: 0 });
    await send('post', '/api/uid-links', { body: { exchangeId: 'cex-a', uid: '30019442' } });
    now += 2_000;
    expect((await send('post', '/api/testnet/simulate-fees')).status).toBe(201);
    const closed = await send('post', '/api/testnet/close-week');
    expect(closed.status).toBe(201);
    expect(closed.body).toMatchObject({ id: isoWeekOf(testStart), treeSize: 1, firstSeq: 0, leafCount: 1 });
    expect((await send('post', '/api/testnet/simulate-fees')).status).toBe(201);
    const set = (await send('get', '/api/proof/me')).body as BundleSet;
    expect(set.bundles).toHaveLength(1);
    expect(set.pending).toEqual([
      expect.objectContaining({ rev: 0, period: isoWeekOf(weekBounds(isoWeekOf(testStart)).toMs) }),
    ]);
    const next = await send('post', '/api/testnet/close-week');
    expect(next.body).toMatchObject({ treeSize: 2, firstSeq: 1 });
  });
});

describe('close-week outside the sandbox', () => {
  const mock = useClockedTransport(transports[0]!);
  it('is a 404 on the demo data set, like every testnet route', async () => {
    expect((await mock.send('post', '/api/testnet/close-week')).status).toBe(404);
  });
});
