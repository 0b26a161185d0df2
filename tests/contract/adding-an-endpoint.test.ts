// @vitest-environment node
import { execFile } from 'node:child_process';
import { cp, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * README's "Adding an endpoint", followed to the letter in a copy of the repository: its three
 * code blocks go where they say, and the type check, the OpenAPI document and the contract tests
 * pick the new route up. Without the resolver the type check fails, naming the route.
 */
const run = promisify(execFile);
const root = process.cwd();

/** The README's code blocks of the section, each with the file its first line names. */
async function readmeSteps(): Promise<{ file: string; code: string }[]> {
  const readme = await readFile(join(root, 'README.md'), 'utf8');
  const section = readme.slice(readme.indexOf('### Adding an endpoint'), readme.indexOf('## Scripts'));
  return [...section.matchAll(/```ts\n([\s\S]*?)```/g)].map(([, block]) => {
    const lines = block!.replace(/^ {3}/gm, '').trimEnd().split('\n');
    return { file: lines[0]!.replace(/^\/\/ /, '').split(',')[0]!, code: lines.slice(1).join('\n') };
  });
}

/** Where a step's code goes in its file: into the object its first line names, or at the end. */
const anchors: Record<string, string | undefined> = {
  'contract/payouts.ts': 'export const payoutRoutes = {\n',
  'mocks/areas/payouts/routes.ts': "export const payouts = implement('payouts', {\n",
  'src/features/payouts/api.ts': undefined,
};

async function insert(copy: string, { file, code }: { file: string; code: string }) {
  const path = join(copy, file);
  const text = await readFile(path, 'utf8');
  const anchor = anchors[file];
  if (anchor === undefined) return writeFile(path, `${text}\n${code}\n`);
  expect(text, `${file} has its anchor`).toContain(anchor);
  return writeFile(path, text.replace(anchor, `${anchor}${code}\n`));
}

/** The type check of what the steps touch: the contract, the mock backend and the feature's queries. */
async function typecheck(copy: string): Promise<{ ok: boolean; output: string }> {
  await writeFile(
    join(copy, 'tsconfig.steps.json'),
    JSON.stringify({
      extends: './tsconfig.json',
      include: ['contract', 'mocks', 'src/features/payouts/api.ts', 'src/vite-env.d.ts'],
    }),
  );
  try {
    await run(process.execPath, [join(root, 'node_modules/typescript/bin/tsc'), '-p', 'tsconfig.steps.json'], {
      cwd: copy,
    });
    return { ok: true, output: '' };
  } catch (error) {
    return { ok: false, output: String((error as { stdout?: string }).stdout ?? error) };
  }
}

describe("README's Adding an endpoint, followed in a copy of the repository", () => {
  let copy = '';
  let steps: { file: string; code: string }[] = [];
  beforeAll(async () => {
    steps = await readmeSteps();
    copy = await mkdtemp(join(tmpdir(), 'octoss-endpoint-'));
    for (const part of [
      'contract',
      'ledger',
      'kit',
      'tooling',
      'mocks',
      'src',
      'tests',
      'openapi.json',
      'package.json',
      'tsconfig.json',
      'vite.config.ts',
    ])
      await cp(join(root, part), join(copy, part), { recursive: true });
    await symlink(join(root, 'node_modules'), join(copy, 'node_modules'), 'dir');
  }, 120_000);
  afterAll(() => rm(copy, { recursive: true, force: true }));

  it('names a row, a resolver and a query', () => {
    expect(steps.map((step) => step.file)).toEqual(Object.keys(anchors));
  });

  it('fails the type check with the row and without its resolver, naming the route', async () => {
    await insert(copy, steps[0]!);
    const checked = await typecheck(copy);
    expect(checked.ok).toBe(false);
    expect(checked.output).toMatch(/getPayoutLimits/);
  }, 180_000);

  it('passes the type check with the resolver and the query', async () => {
    await insert(copy, steps[1]!);
    await insert(copy, steps[2]!);
    expect(await typecheck(copy)).toEqual({ ok: true, output: '' });
  }, 180_000);

  it('puts the route in the OpenAPI document, with its example answered by the mock', async () => {
    await run(process.execPath, ['--import', 'tsx', 'mocks/openapi/write.ts'], { cwd: copy });
    const document = JSON.parse(await readFile(join(copy, 'openapi.json'), 'utf8'));
    const operation = document.paths['/api/payouts/limits']?.get;
    expect(operation?.operationId).toBe('getPayoutLimits');
    expect(operation?.responses['200'].content['application/json'].example).toEqual({
      minimum: 10,
      maximum: 1_000_000,
    });
    expect(operation?.responses['401']).toBeDefined();
  }, 180_000);

  it('is checked by the contract tests, which pass', async () => {
    const { stdout } = await run(
      process.execPath,
      [
        join(root, 'node_modules/vitest/vitest.mjs'),
        'run',
        'tests/contract/routes.test.ts',
        'tests/contract/openapi.test.ts',
        '-t',
        'getPayoutLimits|is current',
        '--reporter=verbose',
      ],
      { cwd: copy, env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0' } },
    );
    expect(stdout).toMatch(/✓ .*getPayoutLimits answers 2xx within its contract/);
    expect(stdout).toMatch(/Tests\s+\d+ passed/);
    expect(stdout).not.toMatch(/failed/);
  }, 240_000);
});
