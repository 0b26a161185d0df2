/**
 * The Node verifier of a proof bundle (PROOF.md §6): the only file of ledger/ that may use Node.
 *
 *   npm run proof:verify -- <bundle.json> --root <hex> [--owner-key <hex>] [--checkpoint <file> --pubkey <vkey>]
 *
 * Prints every step with its values; exits 0 when every step that ran passed, 1 when one failed,
 * 2 on a usage error (a missing file, bad hex, an unknown flag).
 */
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { STEP_IDS, STEP_TITLES, optionsProblems, verifyBundle, type VerifyOptions, type VerifyStep } from './verify.ts';

const USAGE =
  'usage: npm run proof:verify -- <bundle.json> --root <hex> [--owner-key <hex>] [--checkpoint <file> --pubkey <vkey>]\n' +
  '  --root        the root hash published on the Trustboard (never the bundle’s own)\n' +
  '  --owner-key   your 32-byte owner key, hex (checks that the record is bound to you)\n' +
  '  --checkpoint  the signed checkpoint note downloaded from the Trustboard (needs --pubkey)\n' +
  '  --pubkey      the checkpoint key, as a C2SP vkey <name>+<hash>+<key>';

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
