// @vitest-environment node
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { generatedTypesOf } from '@mocks/openapi/typescript';

const root = fileURLToPath(new URL('../..', import.meta.url));
const typesFile = new URL('./typed-client/openapi.d.ts', import.meta.url);

describe('a client typed by openapi-typescript from openapi.json', () => {
  it('uses the types openapi-typescript generates from the committed document (npm run contract writes them)', async () => {
    const document = readFileSync(new URL('../../openapi.json', import.meta.url), 'utf8');
    expect(await generatedTypesOf(document)).toBe(readFileSync(typesFile, 'utf8'));
  }, 60_000);

  it('type-checks strictly against them', async () => {
    const files = ['tests/contract/typed-client/client.ts', 'tests/contract/typed-client/openapi.d.ts'];
    const tsc = `${root}node_modules/typescript/bin/tsc`;
    const run = promisify(execFile)(
      process.execPath,
      [
        tsc,
        '--ignoreConfig',
        '--noEmit',
        '--strict',
        '--target',
        'ES2022',
        '--module',
        'ESNext',
        '--moduleResolution',
        'bundler',
        '--lib',
        'ES2023,DOM',
        '--types',
        'node',
        '--skipLibCheck',
        ...files,
      ],
      { cwd: root },
    );
    await expect(
      run.then(
        () => 'compiles',
        (error: { stdout?: string }) => error.stdout ?? String(error),
      ),
    ).resolves.toBe('compiles');
  }, 120_000);
});
