// @vitest-environment node
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { ESLint } from 'eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parts, type Part } from '../../tooling/architecture/parts.js';

/**
 * `npm run lint` holds the architecture (tooling/architecture/parts.js): these tests lint planted
 * files with the project's own eslint.config.js, copied with the description into a small repository
 * of their own (the real node_modules linked in), so the planted parts, walls and cycles are all
 * there is and the worktree is never touched.
 */
const root = join(import.meta.dirname, '../..');
let repo = '';
let eslint: ESLint;

const plant = (file: string, text: string) => {
  mkdirSync(dirname(join(repo, file)), { recursive: true });
  writeFileSync(join(repo, file), text);
};

const arrows = (part: Part) => (part.mayImport === 'anything' ? 'anything' : part.mayImport);
const byId = new Map(parts.map((part) => [part.id, part]));

/** A file of `part` (not of a part within it): `name` in its first folder, or the part's one file. */
function fileOf(part: Part, name: string): string {
  const [glob] = part.folders as [string];
  if (glob === '*') return `${name}.ts`;
  if (/\/\*\*?$/.test(glob)) return `${glob.replace(/\/\*\*?$/, '')}/${name}.ts`;
  return glob.replace('*', 'en');
}

/** Whether the description lets a file of `from` import a file of `to` (a file within a part is that part's too). */
function allowed(from: Part, to: Part): boolean {
  const may = arrows(from);
  const direct =
    may === 'anything' ||
    to.id === from.id ||
    may.includes(to.id) ||
    (!!to.within && allowed(from, byId.get(to.within)!));
  return direct && (!from.within || allowed(byId.get(from.within)!, to));
}

/** Whether `from` may import `to` only with import() (so a static import is reported too). */
const lazyOnly = (from: Part, to: Part): boolean =>
  [...(from.lazy ?? []), ...(from.within ? (byId.get(from.within)!.lazy ?? []) : [])].some(
    (id) => id === to.id || to.within === id,
  );

/** The specifier of `target` in `importer`, relative like most imports of the repository. */
function specifier(importer: string, target: string): string {
  const path = relative(dirname(importer), target).replace(/\.tsx?$/, '');
  return path.startsWith('.') ? path : `./${path}`;
}

/** A file of `part` that imports the target of every other part, one line each (line n: `others[n - 1]`). */
function importerOf(part: Part) {
  const file = fileOf(part, 'importer');
  const others = targets.filter((target) => target.file !== file);
  const lines = others.map((target, index) => `import * as t${index} from '${specifier(file, target.file)}';`);
  return {
    file,
    others,
    text: `${lines.join('\n')}\nexport const all = [${lines.map((_, index) => `t${index}`).join(', ')}];\n`,
  };
}

/** The rules that hold the architecture. */
const architectureRules = [
  'import-x/no-restricted-paths',
  'no-restricted-imports',
  'architecture/no-cycle',
  'architecture/no-page-path',
];

async function problems(file: string, text?: string): Promise<{ line: number; rule: string; message: string }[]> {
  const [result] =
    text === undefined
      ? await eslint.lintFiles([join(repo, file)])
      : await eslint.lintText(text, { filePath: join(repo, file) });
  return result!.messages
    .filter((message) => architectureRules.includes(message.ruleId ?? ''))
    .map((message) => ({ line: message.line, rule: message.ruleId!, message: message.message }));
}

/** The parts that import (those with a code file) and a target file in each part. */
const targets = parts.map((part) => ({ part, file: fileOf(part, 'target') }));
const importers = parts.filter((part) => /\.tsx?$/.test(fileOf(part, 'importer')));

beforeAll(() => {
  repo = mkdtempSync(join(tmpdir(), 'octoss-lint-'));
  for (const file of [
    'eslint.config.js',
    'package.json',
    'tsconfig.json',
    'tooling/architecture/parts.js',
    'tooling/architecture/eslint.js',
    'tooling/architecture/rules.js',
    'tooling/architecture/page-paths.js',
  ]) {
    mkdirSync(dirname(join(repo, file)), { recursive: true });
    copyFileSync(join(root, file), join(repo, file));
  }
  symlinkSync(join(root, 'node_modules'), join(repo, 'node_modules'), 'dir');
  // The paths module, where the lint reads the page paths' first segments.
  plant(
    'src/app/paths.ts',
    "export const pageRoutes = { dashboard: ['/app', '/app/dashboard'], trustboard: ['/app/trustboard', '/trustboard'], deals: ['/deals'], profile: ['/l/:code'] } as const;\n",
  );
  // One target per part; the parts that are one file are their own target.
  for (const { file } of targets)
    if (file !== 'src/app/paths.ts') plant(file, file.endsWith('.json') ? '{}\n' : 'export const value = 1;\n');
  // Walled folders: two features, two areas of the mock backend.
  for (const feature of ['alpha', 'beta']) plant(`src/features/${feature}/api.ts`, 'export const value = 1;\n');
  for (const area of ['one', 'two']) {
    plant(`mocks/areas/${area}/index.ts`, "export { value } from './store';\n");
    plant(`mocks/areas/${area}/store.ts`, 'export const value = 1;\n');
  }
  plant('src/i18n/index.ts', 'export const i18next = 1;\nexport type Language = string;\n');
  eslint = new ESLint({ cwd: repo });
}, 60_000);

afterAll(() => {
  if (repo) rmSync(repo, { recursive: true, force: true });
});

describe('the arrows of the architecture', () => {
  it.each(importers.map((part) => [part.id, part] as const))(
    '%s: every import of another part is reported exactly when the description forbids it',
    async (_id, part) => {
      // Linted as text: a part that is one file (src/main.tsx) stays a plain target on disk, so no cycle is planted.
      const { file, others, text } = importerOf(part);
      const reported = new Set((await problems(file, text)).map((problem) => problem.line));
      const expected = others.flatMap(({ part: target }, index) =>
        !allowed(part, target) || lazyOnly(part, target) ? [index + 1] : [],
      );
      const name = (line: number) => others[line - 1]!.part.id;
      expect([...reported].sort((a, b) => a - b).map(name)).toEqual(expected.map(name));
    },
    60_000,
  );

  it.each([
    // [what, file, code, reported]
    ['the client importing i18n', 'src/api/http.ts', "import { i18next } from '@/i18n';", true],
    ['the client importing a type of i18n', 'src/api/http.ts', "import type { Language } from '@/i18n';", true],
    ['the client loading i18n lazily', 'src/api/http.ts', "export const later = () => import('@/i18n');", true],
    ['the client importing lib', 'src/api/http.ts', "import { value } from '@/lib/target';", false],
    ['lib importing i18n', 'src/lib/useLocale.ts', "import { value } from '@/i18n/target';", true],
    ['i18n importing lib', 'src/i18n/index.ts', "import { value } from '@/lib/target';", false],
    ['i18n importing the client', 'src/i18n/errorText.ts', "import { value } from '@/api/target';", true],
    ['domain importing the client', 'src/domain/tiers.ts', "import type { value } from '@/api/target';", true],
    ['domain importing the contract', 'src/domain/tiers.ts', "import { value } from '@octoss/contract/target';", false],
    ['domain importing React', 'src/domain/tiers.ts', "import { useState } from 'react';", true],
    [
      'domain importing @noble/hashes',
      'src/domain/wallet.ts',
      "import { sha256 } from '@noble/hashes/sha2.js';",
      false,
    ],
    [
      'a component importing the demo backend',
      'src/components/ErrorState.tsx',
      "import { value } from '@/demo/target';",
      true,
    ],
    [
      'a component importing the backend seam',
      'src/components/ErrorState.tsx',
      "import { value } from '@/lib/target';",
      false,
    ],
    [
      'a feature importing the paths module',
      'src/features/alpha/Page.tsx',
      "import { pageRoutes } from '@/app/paths';",
      false,
    ],
    [
      'a feature importing the rest of the app',
      'src/features/alpha/Page.tsx',
      "import { value } from '@/app/target';",
      true,
    ],
    [
      'a feature importing another feature',
      'src/features/alpha/Page.tsx',
      "import { value } from '@/features/beta/api';",
      true,
    ],
    [
      'a feature importing another one relatively',
      'src/features/alpha/Page.tsx',
      "import { value } from '../beta/api';",
      true,
    ],
    [
      'a feature importing a type of another feature',
      'src/features/alpha/Page.tsx',
      "import type { value } from '../beta/api';",
      true,
    ],
    ['a feature importing its own files', 'src/features/alpha/Page.tsx', "import { value } from './api';", false],
    [
      'the app importing a feature statically',
      'src/app/pages.ts',
      "import { value } from '@/features/alpha/api';",
      true,
    ],
    [
      'the app loading a feature lazily',
      'src/app/pages.ts',
      "export const load = () => import('@/features/alpha/api');",
      false,
    ],
    ['the entry importing the demo backend statically', 'src/main.tsx', "import { value } from '@/demo/target';", true],
    [
      'the entry loading the demo backend lazily',
      'src/main.tsx',
      "export const load = () => import('@/demo/target');",
      false,
    ],
    ['the paths module importing the app', 'src/app/paths.ts', "import { value } from './target';", true],
    ['the app importing mocks', 'src/app/App.tsx', "import { value } from '@mocks/target';", true],
    ['the demo page half importing mocks', 'src/demo/backend.ts', "import { value } from '@mocks/target';", true],
    ['the demo worker importing mocks', 'src/demo/worker/sw.ts', "import { value } from '@mocks/target';", false],
    ['the demo protocol importing i18n', 'src/demo/protocol.ts', "import { value } from '@/i18n/target';", true],
    ['mocks importing the demo protocol', 'mocks/faults.ts', "import { value } from '@/demo/protocol';", false],
    ['mocks importing the demo page half', 'mocks/faults.ts', "import { value } from '@/demo/target';", true],
    ['mocks importing the client', 'mocks/store/x.ts', "import { value } from '../../src/api/target';", true],
    ['mocks importing the languages list', 'mocks/views/x.ts', "import { value } from '@/i18n/languages';", false],
    ['mocks importing the tier names', 'mocks/views/x.ts', "import names from '@/i18n/locales/en/tiers.json';", false],
    ['mocks importing the rest of i18n', 'mocks/views/x.ts', "import { value } from '@/i18n/target';", true],
    [
      'an area importing another area through its index',
      'mocks/areas/one/routes.ts',
      "import { value } from '../two';",
      false,
    ],
    [
      'an area importing the store of another area',
      'mocks/areas/one/routes.ts',
      "import { value } from '../two/store';",
      true,
    ],
    ['an area importing its own store', 'mocks/areas/one/routes.ts', "import { value } from './store';", false],
    ['the contract importing zod', 'contract/x.ts', "import { z } from 'zod';", false],
    ['the contract importing axios', 'contract/x.ts', "import axios from 'axios';", true],
    ['the contract importing the app', 'contract/x.ts', "import { value } from '../src/domain/target';", true],
    ['the ledger importing Node', 'ledger/tree.ts', "import { readFileSync } from 'node:fs';", true],
    ["the ledger's command line importing Node", 'ledger/cli.ts', "import { readFileSync } from 'node:fs';", false],
    ['the kit importing the mock backend', 'kit/client.ts', "import { value } from '../mocks/target';", true],
    [
      'a test importing anything',
      'tests/unit/x.test.ts',
      "import { value } from '../../mocks/areas/one/store';",
      false,
    ],
  ])('%s (%s) is reported: %s → %s', async (_what, file, code, reported) => {
    const found = await problems(file, `${code}\nexport const used = 1;\n`);
    expect(found.length > 0, found.map((problem) => problem.message).join('\n')).toBe(reported);
  });
});

describe('import cycles', () => {
  it('fail on two files that import each other, a type-only import included', async () => {
    plant('src/lib/cycle-a.ts', "import type { B } from './cycle-b';\nexport type A = { b?: B };\n");
    plant('src/lib/cycle-b.ts', "import type { A } from './cycle-a';\nexport type B = { a?: A };\n");
    const found = await problems('src/lib/cycle-a.ts');
    expect(found).toEqual([expect.objectContaining({ rule: 'architecture/no-cycle', line: 1 })]);
    expect(found[0]!.message).toContain('src/lib/cycle-a.ts → src/lib/cycle-b.ts → src/lib/cycle-a.ts');
    expect(await problems('src/lib/cycle-b.ts')).toEqual([expect.objectContaining({ rule: 'architecture/no-cycle' })]);
  });

  it('fail on a cycle through a dynamic import and across parts (the old demo backend start)', async () => {
    plant('src/api/signin-probe.ts', "import { gate } from './http-probe';\nexport const signIn = () => gate;\n");
    plant('src/api/http-probe.ts', "import { ready } from '../lib/gate-probe';\nexport const gate = ready;\n");
    plant(
      'src/lib/gate-probe.ts',
      "export const ready = 1;\nexport const later = () => import('../api/signin-probe');\n",
    );
    const found = await problems('src/lib/gate-probe.ts');
    expect(found.map((problem) => problem.rule)).toContain('architecture/no-cycle');
    expect(found.find((problem) => problem.rule === 'architecture/no-cycle')!.message).toContain(
      'src/lib/gate-probe.ts → src/api/signin-probe.ts → src/api/http-probe.ts → src/lib/gate-probe.ts',
    );
  });

  it('leave a file alone whose imports lead nowhere back', async () => {
    plant('src/lib/chain-a.ts', "import { b } from './chain-b';\nexport const a = b;\n");
    plant('src/lib/chain-b.ts', 'export const b = 1;\n');
    expect(await problems('src/lib/chain-a.ts')).toEqual([]);
  });
});

describe('page paths', () => {
  it.each([
    ["'/app/payouts'", true],
    ["'/app'", true],
    ["'/deals'", true],
    ["'/trustboard?filter=discrepancy'", true],
    ['`/l/${code}`', true],
    ['`${window.location.origin}/app/settlements`', true],
    ["'/api/payouts'", false],
    ["'/application'", false],
    ["'/'", false],
    ["'https://octoss.app/app'", false],
  ])('typed in a feature: %s is reported: %s', async (literal, reported) => {
    const found = await problems(
      'src/features/alpha/links.ts',
      `export const link = (code: string) => ${literal} + code;\n`,
    );
    expect(found.some((problem) => problem.rule === 'architecture/no-page-path')).toBe(reported);
  });

  it('are written in the paths module, and only there', async () => {
    expect(await problems('src/app/paths.ts')).toEqual([]);
    const found = await problems('src/lib/links.ts', "export const home = '/app/dashboard';\n");
    expect(found).toEqual([expect.objectContaining({ rule: 'architecture/no-page-path' })]);
    expect(found[0]!.message).toContain('src/app/paths.ts');
  });
});
