// @vitest-environment node
/** The Node verifier as a trader runs it: a real process on bundle files, judged by its exit code and output. */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { buildLog, bundleFor, ownerKeyHex, signer } from './fixtures.ts';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'proof-cli-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const bundle = bundleFor(buildLog(), 5, '2026-W48');
const goodFile = join(dir, 'good.json');
writeFileSync(goodFile, JSON.stringify(bundle, null, 2));
const noteFile = join(dir, 'checkpoint.txt');
writeFileSync(noteFile, bundle.checkpoint.note);
const tamperedFile = join(dir, 'tampered.json');
writeFileSync(tamperedFile, JSON.stringify({ ...bundle, leaf: { ...bundle.leaf, amountCents: 120000 } }));

function run(...args: string[]) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'ledger/cli.ts', ...args], {
    cwd: root,
    encoding: 'utf8',
    timeout: 60_000,
  });
  return { code: result.status, out: result.stdout, err: result.stderr };
}

describe('npm run proof:verify', () => {
  it('exits 0 on a good bundle and prints every step with its values', () => {
    const { code, out } = run(
      goodFile,
      '--root',
      bundle.checkpoint.root.hash,
      '--owner-key',
      ownerKeyHex,
      '--checkpoint',
      noteFile,
      '--pubkey',
      signer.vkey,
    );
    expect(code).toBe(0);
    for (const id of ['format', 'owner', 'leaf-hash', 'path', 'root', 'published-root', 'signature'])
      expect(out).toMatch(new RegExp(`^✓ \\d\\. .*\\[${id}\\]: passed$`, 'm'));
    expect(out).toMatch(/^– \d\. .*\[consistency\]: skipped$/m);
    expect(out).toContain(`computed.hash      ${bundle.checkpoint.root.hash}`);
    expect(out).toContain('running 3');
  });

  it('exits 1 on a tampered bundle and names the failed step', () => {
    const { code, out } = run(tamperedFile, '--root', bundle.checkpoint.root.hash);
    expect(code).toBe(1);
    expect(out).toMatch(/^✗ 6\. .*\[root\]: failed$/m);
    expect(out).toMatch(/^· 7\. .*\[published-root\]: not-run$/m);
    expect(out).toContain('FAILED at step 6 (root)');
  });

  const rowOf = (leaf: typeof bundle.leaf) => ({
    amountCents: leaf.amountCents,
    state: leaf.state,
    txHash: leaf.txHash,
    at: leaf.at,
    exchange: leaf.exchange,
  });

  it('checks --row, the record as the page shows it, against the leaf', () => {
    const passed = run(goodFile, '--root', bundle.checkpoint.root.hash, '--row', JSON.stringify(rowOf(bundle.leaf)));
    expect(passed.code).toBe(0);
    expect(passed.out).toMatch(/^✓ 2\. .*\[row\]: passed$/m);
    const shown = { ...rowOf(bundle.leaf), amountCents: bundle.leaf.amountCents + 100 };
    const failed = run(goodFile, '--root', bundle.checkpoint.root.hash, '--row', JSON.stringify(shown));
    expect(failed.code).toBe(1);
    expect(failed.out).toMatch(/^✗ 2\. .*\[row\]: failed$/m);
    expect(failed.out).toContain('FAILED at step 2 (row)');
  });

  it.each([
    ['a --row that is not JSON', [goodFile, '--root', 'ab'.repeat(32), '--row', '{amount']],
    ['a --row without a field', [goodFile, '--root', 'ab'.repeat(32), '--row', '{"amountCents":1}']],
    ['a missing file', [join(dir, 'missing.json'), '--root', 'ab'.repeat(32)]],
    ['bad root hex', [goodFile, '--root', 'xyz']],
    ['no root', [goodFile]],
    ['an unknown flag', [goodFile, '--root', 'ab'.repeat(32), '--verbose']],
    ['a checkpoint without a key', [goodFile, '--root', 'ab'.repeat(32), '--checkpoint', noteFile]],
  ])('exits 2 on %s, with a one-line message and the usage', (_, args) => {
    const { code, out, err } = run(...args);
    expect(code).toBe(2);
    expect(out).toBe('');
    expect(err).toMatch(/^proof:verify: [^\n]+\nusage: npm run proof:verify/);
  });
});
