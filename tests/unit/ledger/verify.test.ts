// @vitest-environment node
/** verifyBundle: a good bundle passes every step, and each kind of tampering fails at its own step. */
import { describe, expect, it } from 'vitest';
import {
  STEP_IDS,
  fromBase64,
  makeSigner,
  fromHex,
  toBase64,
  valueToJson,
  verifyBundle,
  type ProofBundle,
  type RecordRow,
  type StepId,
  type VerifyOptions,
} from '../../../ledger/index.ts';
import { buildLog, bundleFor, lastSeenOf, otherKeyHex, ownerKeyHex, signer } from './fixtures.ts';

const log = buildLog();
const forked = buildLog(true);
/** rec-a's revision (leaf 5) in the week 48 checkpoint of 8 leaves. */
const good = bundleFor(log, 5, '2026-W48');
const row: RecordRow = {
  amountCents: good.leaf.amountCents,
  state: good.leaf.state,
  txHash: good.leaf.txHash,
  at: good.leaf.at,
  exchange: good.leaf.exchange,
};
const full: VerifyOptions = {
  root: good.checkpoint.root.hash,
  ownerKey: ownerKeyHex,
  vkey: signer.vkey,
  row,
  lastSeen: lastSeenOf(log, '2026-W47', log, good.treeSize),
};

const copy = (bundle: ProofBundle): ProofBundle => structuredClone(bundle);
const statuses = (bundle: unknown, options: VerifyOptions = full) =>
  Object.fromEntries(verifyBundle(bundle, options).steps.map((step) => [step.id, step.status]));
const failsAt = (bundle: unknown, options: VerifyOptions = full): StepId | null =>
  verifyBundle(bundle, options).failedStep;

describe('verifyBundle', () => {
  it('passes every step of a good bundle, in order, with their values', () => {
    const result = verifyBundle(good, full);
    expect(result.ok).toBe(true);
    expect(result.failedStep).toBeNull();
    expect(result.steps.map((step) => step.id)).toEqual([...STEP_IDS]);
    expect(result.steps.every((step) => step.ok && step.status === 'passed')).toBe(true);
    const path = result.steps.find((step) => step.id === 'path');
    expect(path?.values['nodes']).toBe(String(good.path.length));
    expect(path?.values['running 1']).toMatch(/^hash=[0-9a-f]{64} credit=\d+ debit=\d+$/);
    const root = result.steps.find((step) => step.id === 'root');
    expect(root?.values['computed.hash']).toBe(good.checkpoint.root.hash);
  });

  it('passes an older leaf too, and a bundle of the first week against a later checkpoint seen', () => {
    expect(failsAt(bundleFor(log, 1, '2026-W48'), { ...full, row: undefined, ownerKey: otherKeyHex })).toBeNull();
    const early = bundleFor(log, 0, '2026-W47');
    const laterSeen = {
      treeSize: 8,
      root: bundleFor(log, 5, '2026-W48').checkpoint.root,
      proof: log.tree.consistencyProof(5, 8).map(valueToJson),
    };
    const result = verifyBundle(early, { root: early.checkpoint.root.hash, vkey: signer.vkey, lastSeen: laterSeen });
    expect(result.failedStep).toBeNull();
  });

  it('reports the optional steps it was not given as skipped, and the owner as possibly server-held', () => {
    const result = verifyBundle(good, { root: good.checkpoint.root.hash });
    expect(result.ok).toBe(true);
    const skipped = result.steps.filter((step) => step.status === 'skipped').map((step) => step.id);
    expect(skipped).toEqual(['row', 'owner', 'signature', 'consistency']);
    expect(result.steps.find((step) => step.id === 'owner')?.detail).toMatch(/server-held key/);
  });

  it('a changed leaf field fails at the root', () => {
    const bundle = copy(good);
    bundle.leaf.state = 'DISCREPANCY';
    expect(failsAt(bundle, { ...full, row: undefined })).toBe('root');
  });

  it('a flipped path byte fails at the root', () => {
    const bundle = copy(good);
    const node = bundle.path[1]!;
    node.hash = (node.hash[0] === '0' ? '1' : '0') + node.hash.slice(1);
    expect(failsAt(bundle)).toBe('root');
  });

  it('a changed credit on the path fails at the root', () => {
    const bundle = copy(good);
    bundle.path[0]!.credit += 1;
    expect(failsAt(bundle)).toBe('root');
  });

  it('two swapped path nodes fail at the root', () => {
    const bundle = copy(good);
    [bundle.path[0], bundle.path[1]] = [bundle.path[1]!, bundle.path[0]!];
    expect(failsAt(bundle)).toBe('root');
  });

  it('a path one node short fails at the path, naming the length', () => {
    const bundle = copy(good);
    bundle.path.pop();
    const result = verifyBundle(bundle, full);
    expect(result.failedStep).toBe('path');
    expect(result.steps.find((step) => step.id === 'path')?.detail).toMatch(/needs 3/);
    expect(result.steps.slice(STEP_IDS.indexOf('root')).every((step) => step.status === 'not-run')).toBe(true);
  });

  it('a wrong owner key fails at the owner', () => {
    expect(failsAt(good, { ...full, ownerKey: otherKeyHex })).toBe('owner');
  });

  it('a wrong published root fails at published-root', () => {
    expect(failsAt(good, { ...full, root: 'ab'.repeat(32) })).toBe('published-root');
    expect(failsAt(good, { ...full, root: good.checkpoint.root.hash.toUpperCase() })).toBeNull();
  });

  it.each<[string, Partial<RecordRow>]>([
    ['amount', { amountCents: good.leaf.amountCents + 1 }],
    ['state', { state: 'UNMATCHED' }],
    ['tx hash', { txHash: null }],
    ['time', { at: '2026-11-30T09:00:00.000Z' }],
    ['exchange', { exchange: 'okx' }],
  ])('a row with another %s fails at the row', (_, change) => {
    const result = verifyBundle(good, { ...full, row: { ...row, ...change } });
    expect(result.failedStep).toBe('row');
    expect(result.ok).toBe(false);
  });

  it('a bad signature fails at the signature', () => {
    const bundle = copy(good);
    const lines = bundle.checkpoint.note.split('\n');
    const sigLine = lines[5]!;
    const [dash, name, encoded] = sigLine.split(' ');
    const bytes = fromBase64(encoded!);
    bytes[20] = (bytes[20] ?? 0) ^ 0x01;
    lines[5] = [dash, name, toBase64(bytes)].join(' ');
    bundle.checkpoint.note = lines.join('\n');
    expect(failsAt(bundle)).toBe('signature');
  });

  it('a note by another key, or a note for another checkpoint, fails at the signature', () => {
    const other = makeSigner(fromHex('55'.repeat(32)));
    expect(failsAt(good, { ...full, vkey: other.vkey })).toBe('signature');
    const weekBefore = log.checkpoints.get('2026-W47')!.note;
    const bundle = copy(good);
    bundle.checkpoint.note = weekBefore;
    const result = verifyBundle(bundle, full);
    expect(result.failedStep).toBe('signature');
    expect(result.steps.find((step) => step.id === 'signature')?.detail).toMatch(/treeSize/);
    // The Trustboard's copy of the note may be given instead of the bundle's.
    expect(failsAt(bundle, { ...full, note: good.checkpoint.note })).toBeNull();
    expect(failsAt(good, { ...full, note: weekBefore })).toBe('signature');
  });

  it('a forked log fails at consistency', () => {
    const seenFork = lastSeenOf(forked, '2026-W47', log, good.treeSize);
    expect(failsAt(good, { ...full, lastSeen: seenFork })).toBe('consistency');
    // Even with the fork's own proof: it leads to the fork's root, not this checkpoint's.
    const forkProof = lastSeenOf(forked, '2026-W47', forked, good.treeSize);
    expect(failsAt(good, { ...full, lastSeen: forkProof })).toBe('consistency');
  });

  it('a malformed bundle fails at the format with readable problems', () => {
    const bundle: Record<string, unknown> = { ...copy(good), leafIndex: 6 };
    const result = verifyBundle(bundle, full);
    expect(result.failedStep).toBe('format');
    expect(result.steps[0]?.detail).toMatch(/leaf\.seq \(5\) differs from leafIndex \(6\)/);
    expect(result.steps.slice(1).every((step) => step.status === 'not-run')).toBe(true);
    expect(failsAt({ ...copy(good), treeSize: 5 })).toBe('format');
    expect(failsAt({ ...copy(good), extra: 1 })).toBe('format');
    expect(failsAt('not a bundle')).toBe('format');
    const noNote = copy(good) as unknown as { checkpoint: Record<string, unknown> };
    delete noNote.checkpoint.note;
    expect(failsAt(noNote)).toBe('format');
  });

  it('throws on malformed options, which are the caller’s', () => {
    expect(() => verifyBundle(good, { root: 'xyz' })).toThrow(/root/);
    expect(() => verifyBundle(good, { ...full, ownerKey: '11' })).toThrow(/owner key/);
    expect(() => verifyBundle(good, { ...full, vkey: 'nope' })).toThrow(/checkpoint key/);
  });

  it('marks every status for a complete run', () => {
    expect(statuses(good)).toEqual(Object.fromEntries(STEP_IDS.map((id) => [id, 'passed'])));
  });
});
