/**
 * The Node verifier of a proof bundle (PROOF.md §6): the only file of ledger/ that may use Node.
 *
 *   npm run proof:verify -- <bundle.json> --root <hex> [--owner-key <hex>] [--checkpoint <file> --pubkey <vkey>]
 *     [--row '{"amountCents":1234,"state":"MATCHED","txHash":"0x…","at":"2026-11-17T09:00:00.000Z","exchange":"cex-a"}']
 *
 * Prints every step with its values; exits 0 when every step that ran passed, 1 when one failed,
 * 2 on a usage error (a missing file, bad hex, an unknown flag).
 */
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import {
  STEP_IDS,
  STEP_TITLES,
  optionsProblems,
  verifyBundle,
  type RecordRow,
  type VerifyOptions,
  type VerifyStep,
} from './verify.ts';

const USAGE =
  'usage: npm run proof:verify -- <bundle.json> --root <hex> [--owner-key <hex>] [--checkpoint <file> --pubkey <vkey>] [--row <json>]\n' +
  '  --root        the root hash published on the Trustboard (never the bundle’s own)\n' +
  '  --owner-key   your 32-byte owner key, hex (checks that the record is bound to you)\n' +
  '  --checkpoint  the signed checkpoint note downloaded from the Trustboard (needs --pubkey)\n' +
  '  --pubkey      the checkpoint key, as a C2SP vkey <name>+<hash>+<key>\n' +
  '  --row         the record as the page shows it, JSON {amountCents, state, txHash, at, exchange}';

class UsageError extends Error {}

/** ✓ passed, ✗ failed, – skipped (not given), · not run (after a failure). */
const MARKS = { passed: '✓', failed: '✗', skipped: '–', 'not-run': '·' } as const;

function readText(path: string, what: string): string {
  try {
    return readFileSync(path, 'utf8');
  } catch (error) {
    throw new UsageError(`cannot read ${what} ${path}: ${(error as NodeJS.ErrnoException).code ?? 'error'}`);
  }
}

/** The bundle (parsed when it is JSON; a bundle that is not JSON still fails at the format step) and the options. */
function parse(argv: string[]): { bundle: unknown; options: VerifyOptions } {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      strict: true,
      options: {
        root: { type: 'string' },
        'owner-key': { type: 'string' },
        checkpoint: { type: 'string' },
        pubkey: { type: 'string' },
        row: { type: 'string' },
      },
    });
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  const { values, positionals } = parsed;
  if (positionals.length !== 1) throw new UsageError('give exactly one bundle file');
  if (values.root === undefined) throw new UsageError('--root is required (the root hash from the Trustboard)');
  if (values.checkpoint !== undefined && values.pubkey === undefined)
    throw new UsageError('--checkpoint needs --pubkey to check its signature');
  const options: VerifyOptions = {
    root: values.root,
    ...(values['owner-key'] !== undefined && { ownerKey: values['owner-key'] }),
    ...(values.pubkey !== undefined && { vkey: values.pubkey }),
    ...(values.checkpoint !== undefined && { note: readText(values.checkpoint, 'checkpoint') }),
    ...(values.row !== undefined && { row: parseRow(values.row) }),
  };
  const problems = optionsProblems(options);
  if (problems.length > 0) throw new UsageError(problems.join('; '));
  const text = readText(positionals[0] ?? '', 'bundle');
  let bundle: unknown;
  try {
    bundle = JSON.parse(text);
  } catch {
    bundle = text; // fails the format step, with the other steps shown as not run
  }
  return { bundle, options };
}

const ROW_FIELDS = ['amountCents', 'state', 'txHash', 'at', 'exchange'] as const;

/** `--row`: a JSON object with exactly the fields a leaf commits to, typed as in a leaf. */
function parseRow(text: string): RecordRow {
  let row: unknown;
  try {
    row = JSON.parse(text);
  } catch {
    throw new UsageError('--row is not JSON');
  }
  if (typeof row !== 'object' || row === null || Array.isArray(row))
    throw new UsageError('--row must be a JSON object');
  const fields: Record<string, unknown> = { ...row };
  const keys = Object.keys(fields);
  const missing = ROW_FIELDS.filter((name) => !keys.includes(name));
  const unknown = keys.filter((name) => !(ROW_FIELDS as readonly string[]).includes(name));
  if (missing.length > 0 || unknown.length > 0)
    throw new UsageError(
      `--row has exactly ${ROW_FIELDS.join(', ')}${missing.length ? `; missing ${missing.join(', ')}` : ''}${unknown.length ? `; unknown ${unknown.join(', ')}` : ''}`,
    );
  const { amountCents, state, txHash, at, exchange } = fields;
  if (typeof amountCents !== 'number' || !Number.isSafeInteger(amountCents))
    throw new UsageError('--row amountCents must be an integer number of cents');
  if (typeof state !== 'string' || typeof exchange !== 'string' || typeof at !== 'string')
    throw new UsageError('--row state, at and exchange must be strings');
  if (Number.isNaN(Date.parse(at))) throw new UsageError('--row at must be an ISO 8601 instant');
  if (txHash !== null && typeof txHash !== 'string') throw new UsageError('--row txHash must be a string or null');
  return { amountCents, state, txHash, at, exchange };
}

function block(step: VerifyStep, number: number): string {
  const head = `${MARKS[step.status]} ${number}. ${STEP_TITLES[step.id]} [${step.id}]: ${step.status}`;
  const entries = Object.entries(step.values);
  const width = Math.max(0, ...entries.map(([name]) => name.length));
  const lines = entries.flatMap(([name, value]) =>
    value.split('\n').map((line, index) => `    ${(index === 0 ? name : '').padEnd(width)}  ${line}`),
  );
  return [head, `    ${step.detail}`, ...lines].join('\n');
}

function main(argv: string[]): number {
  let input;
  try {
    input = parse(argv);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    process.stderr.write(`proof:verify: ${error.message}\n${USAGE}\n`);
    return 2;
  }
  const result = verifyBundle(input.bundle, input.options);
  process.stdout.write(result.steps.map((step, index) => block(step, index + 1)).join('\n\n') + '\n\n');
  const ran = result.steps.filter((step) => step.status === 'passed').length;
  process.stdout.write(
    result.ok
      ? `All ${ran} checks that ran passed (${STEP_IDS.length - ran} skipped).\n`
      : `FAILED at step ${STEP_IDS.indexOf(result.failedStep ?? 'format') + 1} (${result.failedStep}).\n`,
  );
  return result.ok ? 0 : 1;
}

process.exitCode = main(process.argv.slice(2));
