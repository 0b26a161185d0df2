// @ts-check
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import { pagePathExceptions, pagePathPrefixes, pathsModule } from './page-paths.js';
import { parts } from './parts.js';
import { architecturePlugin } from './rules.js';

/**
 * The import rules of the architecture, generated from its description (tooling/architecture/parts.js)
 * as ESLint flat config blocks that eslint.config.js spreads:
 * - `import-x/no-restricted-paths`: one zone per part (its files may import its own files, the
 *   parts of its `mayImport` and packages, nothing else of the repository) and one per walled folder
 *   (a feature never imports another feature; a mock area reaches another only through its index),
 *   on imports resolved as TypeScript resolves them (eslint-import-resolver-typescript: the aliases
 *   of tsconfig.json), type-only and dynamic imports included;
 * - `no-restricted-imports`: the packages a part may import (`packages`) and the parts it may
 *   import only lazily (`lazy`: that rule checks static imports and leaves `import()` alone);
 * - `architecture/no-cycle`: no import cycle anywhere (tooling/architecture/rules.js);
 * - `architecture/no-page-path`: no page path typed outside the paths module in src/.
 */

/** @typedef {import('./parts.js').Part} Part */

const byId = new Map(parts.map((part) => [part.id, part]));
const description = 'tooling/architecture/parts.js';

/** @param {string} id */
function partNamed(id) {
  const part = byId.get(id);
  if (!part) throw new Error(`${description} names no part "${id}"`);
  return part;
}

/** @param {string} pattern */
const isGlob = (pattern) => /[*?[\]{}()!]/.test(pattern);

/**
 * A pattern as a glob: import-x wants only globs among a zone's exceptions when its `from` is one,
 * so a single file `dir/name` becomes `dir/@(name)`.
 * @param {string} pattern
 */
const asGlob = (pattern) => (isGlob(pattern) ? pattern : pattern.replace(/([^/]+)$/, '@($1)'));

/**
 * An absolute glob: import-x matches exceptions against absolute paths as they are.
 * @param {string} root
 * @param {string} pattern
 */
const absolute = (root, pattern) => `${root.replace(/[*?[\]{}()!+@]/g, '[$&]').replace(/\/$/, '')}/${asGlob(pattern)}`;

/** The folders of the parts `ids`, and of the parts within them. */
function foldersOf(/** @type {readonly string[]} */ ids) {
  return ids.flatMap((id) => [
    ...partNamed(id).folders,
    ...parts.filter((part) => part.within === id).flatMap((part) => part.folders),
  ]);
}

/** @param {Part} part */
function arrowsOf(part) {
  const allowed = part.mayImport === 'anything' ? [] : part.mayImport;
  return allowed.length > 0 ? allowed.join(', ') : 'none';
}

/**
 * The zones of `part`: one for its arrows, and one per folder it walls off.
 * @param {string} root
 * @param {Part} part
 */
function zonesOf(root, part) {
  if (part.mayImport === 'anything') return [];
  const zone = {
    target: [...part.folders],
    from: '**',
    except: [...new Set([...part.folders, ...foldersOf(part.mayImport), 'node_modules/**'])].map((pattern) =>
      absolute(root, pattern),
    ),
    message: `${part.id} (${part.folders.join(', ')}) may import its own files and: ${arrowsOf(part)}${part.note ? ` (${part.note})` : ''}. The parts and their arrows: ${description}.`,
  };
  const walls = part.walls;
  if (!walls) return [zone];
  const folder = walls.folders.replace(/\/\*$/, '');
  const walled = existsSync(path.join(root, folder))
    ? readdirSync(path.join(root, folder), { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => entry.name)
    : [];
  return [
    zone,
    ...walled.map((name) => ({
      target: `${folder}/${name}/**`,
      from: `${folder}/**`,
      except: [`${folder}/${name}/**`, ...walls.through.map((file) => `${folder}/*/${file}`)].map((pattern) =>
        absolute(root, pattern),
      ),
      message: `${walls.message} (${folder}/${name}; ${description})`,
    })),
  ];
}

/** @param {string} text */
const escapeRegex = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The import specifiers that stand for files of the repository: relative paths and the aliases of
 * tsconfig.json (`@/*`, `@mocks/*`, `@octoss/contract`).
 * @param {string} root
 * @returns {{ prefix: string, folder: string }[]}
 */
function aliases(root) {
  const { compilerOptions } = JSON.parse(readFileSync(path.join(root, 'tsconfig.json'), 'utf8'));
  /** @type {Record<string, string[]>} */
  const paths = compilerOptions.paths ?? {};
  return Object.entries(paths).map(([alias, [target = '']]) => ({
    prefix: alias.replace(/\*$/, ''),
    folder: path.posix.normalize(target.replace(/\*$/, '')).replace(/\/$/, ''),
  }));
}

/**
 * A regex matching the specifiers that import the files under `folder` (e.g. src/features):
 * through an alias (`@/features/...`) or a relative path (`../features/...`).
 * @param {{ prefix: string, folder: string }[]} known
 * @param {string} folder
 */
function specifiersOf(known, folder) {
  const viaAlias = known
    .filter((alias) => alias.prefix.endsWith('/') && `${folder}/`.startsWith(`${alias.folder}/`))
    .map((alias) => escapeRegex(`${alias.prefix}${folder.slice(alias.folder.length + 1)}`));
  const segments = folder.split('/');
  const viaRelative = segments.map((_, index) => escapeRegex(segments.slice(index).join('/')));
  return `^(?:${viaAlias.join('|')}|(?:\\.{1,2}/)+(?:${viaRelative.join('|')}))(?:/|$)`;
}

/**
 * The patterns of no-restricted-imports for the files of `part`: the parts it may only load lazily
 * (its parent's too), and the packages it may import.
 * @param {Part} part
 * @param {{ prefix: string, folder: string }[]} known
 */
function restrictedImports(part, known) {
  // A part within another gets a block of its own (it replaces the parent's for its files): it keeps
  // the parent's lazy arrows it may use.
  const inherited = part.within ? (partNamed(part.within).lazy ?? []) : [];
  const allowed = part.mayImport === 'anything' ? [] : part.mayImport;
  const lazyParts = [...new Set([...(part.lazy ?? []), ...inherited.filter((id) => allowed.includes(id))])];
  const lazy = lazyParts.flatMap((id) =>
    partNamed(id).folders.map((glob) => ({
      regex: specifiersOf(known, glob.replace(/\/\*\*?$/, '').replace(/\/[^/]*\*[^/]*$/, '')),
      message: `${part.id} imports ${id} only with a dynamic import(), so its code stays out of ${part.id}'s chunk (${description}).`,
    })),
  );
  if (!part.packages) return lazy;
  const own = [
    '\\.{1,2}(?:/|$)',
    ...known.map((alias) =>
      alias.prefix.endsWith('/') ? escapeRegex(alias.prefix) : `${escapeRegex(alias.prefix)}(?:/|$)`,
    ),
    ...part.packages.map((name) => `${escapeRegex(name).replace(/\\\*/g, '[^/]+')}(?:/|$)`),
  ];
  return [
    ...lazy,
    {
      regex: `^(?!${own.join('|')})`,
      message: `${part.id} imports only these packages: ${part.packages.join(', ')} (${description}).`,
    },
  ];
}

const codeFiles = '{js,mjs,ts,tsx}';

/** ESLint's `files` for a part's folders: its code files (a stylesheet or a JSON file is not linted). */
const filesOf = (/** @type {Part} */ part) =>
  part.folders.flatMap((glob) => {
    if (glob.endsWith('/**')) return [`${glob}/*.${codeFiles}`];
    if (glob.endsWith('*')) return [`${glob}.${codeFiles}`];
    return /\.(?:[cm]?[jt]sx?)$/.test(glob) ? [glob] : [];
  });

/**
 * The flat config blocks of the architecture for the repository at `root`.
 * @param {string} root
 * @returns {import('eslint').Linter.Config[]}
 */
export function architectureConfig(root) {
  const known = aliases(root);
  const project = path.join(root, 'tsconfig.json');
  const ordered = [...parts.filter((part) => !part.within), ...parts.filter((part) => part.within)];
  return [
    {
      plugins: { 'import-x': importX, architecture: architecturePlugin },
      settings: {
        'import-x/resolver-next': [createTypeScriptImportResolver({ project, alwaysTryTypes: false })],
      },
      rules: { 'architecture/no-cycle': ['error', { project }] },
    },
    // One block per part: only its own zones are checked on its files (a part within another comes
    // after it, and its zones, never wider than the parent's, replace the parent's for its files).
    ...ordered.flatMap((part) => {
      const zones = zonesOf(root, part);
      const patterns = restrictedImports(part, known);
      /** @type {import('eslint').Linter.RulesRecord} */
      const rules = {};
      if (zones.length > 0) rules['import-x/no-restricted-paths'] = ['error', { basePath: root, zones }];
      if (patterns.length > 0) rules['no-restricted-imports'] = ['error', { patterns }];
      const files = filesOf(part);
      return files.length > 0 && Object.keys(rules).length > 0 ? [{ files, rules }] : [];
    }),
    {
      files: ['src/**/*.{ts,tsx}'],
      ignores: Object.keys(pagePathExceptions),
      rules: { 'architecture/no-page-path': ['error', { prefixes: pagePathPrefixes(root), pathsModule }] },
    },
  ];
}
