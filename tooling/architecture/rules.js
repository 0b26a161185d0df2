// @ts-check
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/**
 * The lint rules of the architecture that no plugin has (eslint.config.js uses them through
 * tooling/architecture/eslint.js):
 * - `architecture/no-cycle`: no import cycle, counting every kind of import (type-only imports,
 *   re-exports, dynamic `import()`), resolved as TypeScript resolves them (the aliases of
 *   tsconfig.json). import-x's no-cycle skips type-only imports and parses every module it
 *   follows; this reads imports with TypeScript's pre-processor, which only scans.
 * - `architecture/no-page-path`: no page path typed in a string or template literal (the paths
 *   module is the one place they are written).
 */

/** @typedef {{ options: ts.CompilerOptions, cache: ts.ModuleResolutionCache, modules: Map<string, { stamp: string, checked: number, imports: string[] }> }} Project */

/** How long a file read from disk is trusted without a look at its time stamp (a lint run reads each file's imports many times). */
const trustMs = 2000;

/** @type {Map<string, Project>} */
const projects = new Map();

/** @param {string} tsconfig */
function projectOf(tsconfig) {
  let project = projects.get(tsconfig);
  if (!project) {
    const { config } = ts.readConfigFile(tsconfig, ts.sys.readFile);
    // Only the compiler options matter here: no need to list the project's files.
    const host = { ...ts.sys, readDirectory: () => [] };
    const { options } = ts.parseJsonConfigFileContent(config, host, path.dirname(tsconfig));
    const cache = ts.createModuleResolutionCache(path.dirname(tsconfig), (name) => name, options);
    project = { options, cache, modules: new Map() };
    projects.set(tsconfig, project);
  }
  return project;
}

const code = /\.(?:[cm]?[jt]sx?)$/;
const declaration = /\.d\.[cm]?ts$/;

/**
 * The project files `file` imports (any kind of import), each with where its specifier stands.
 * @param {Project} project
 * @param {string} file
 * @param {string} text
 */
function importsIn(project, file, text) {
  const { importedFiles } = ts.preProcessFile(text, true, true);
  return importedFiles.flatMap(({ fileName, pos }) => {
    const resolved = ts.resolveModuleName(fileName, file, project.options, ts.sys, project.cache).resolvedModule;
    if (!resolved || resolved.isExternalLibraryImport) return [];
    const target = path.resolve(resolved.resolvedFileName);
    return code.test(target) && !declaration.test(target) ? [{ target, pos }] : [];
  });
}

/**
 * The project files `file` imports, read from disk and kept while the file is unchanged.
 * @param {Project} project
 * @param {string} file
 * @returns {string[] | undefined} undefined when there is no such file
 */
function importsOnDisk(project, file) {
  const now = Date.now();
  const known = project.modules.get(file);
  if (known && now - known.checked < trustMs) return known.imports;
  const stats = statSync(file, { throwIfNoEntry: false });
  if (!stats) {
    project.modules.delete(file);
    return undefined;
  }
  const stamp = `${stats.mtimeMs}:${stats.size}`;
  if (known?.stamp === stamp) {
    known.checked = now;
    return known.imports;
  }
  const imports = [...new Set(importsIn(project, file, readFileSync(file, 'utf8')).map(({ target }) => target))];
  project.modules.set(file, { stamp, checked: now, imports });
  return imports;
}

/** @type {import('eslint').Rule.RuleModule} */
const noCycle = {
  meta: {
    type: 'problem',
    docs: { description: 'No import cycle, type-only and dynamic imports included' },
    schema: [
      {
        type: 'object',
        properties: { project: { type: 'string' } },
        required: ['project'],
        additionalProperties: false,
      },
    ],
    messages: {
      cycle:
        'Import cycle: {{cycle}}. Type-only and dynamic imports count: move what both sides need to a module of their own, or pass it in (tooling/architecture/parts.js).',
    },
  },
  create(context) {
    const project = projectOf(context.options[0].project);
    const file = path.resolve(context.physicalFilename);
    const root = path.dirname(context.options[0].project);
    const own = importsIn(project, file, context.sourceCode.text);
    if (own.length === 0) return {};
    return {
      'Program:exit'() {
        const first = [...new Set(own.map(({ target }) => target))];
        /** @type {Map<string, string[]>} */
        const edges = new Map([[file, first]]);
        // Everything this file reaches...
        const stack = [...first];
        while (stack.length > 0) {
          const next = /** @type {string} */ (stack.pop());
          if (edges.has(next)) continue;
          const imports = importsOnDisk(project, next) ?? [];
          edges.set(next, imports);
          stack.push(...imports.filter((target) => !edges.has(target)));
        }
        // ...and, of that, what reaches it back: the files on a cycle with it.
        /** @type {Map<string, string[]>} */
        const importers = new Map();
        for (const [from, targets] of edges)
          for (const target of targets) {
            const known = importers.get(target);
            if (known) known.push(from);
            else importers.set(target, [from]);
          }
        const onCycle = new Set();
        const back = [file];
        while (back.length > 0) {
          const next = /** @type {string} */ (back.pop());
          for (const from of importers.get(next) ?? [])
            if (!onCycle.has(from)) {
              onCycle.add(from);
              back.push(from);
            }
        }
        const name = (/** @type {string} */ target) => path.relative(root, target);
        const reported = new Set();
        for (const { target, pos } of own) {
          if (!onCycle.has(target) || reported.has(target)) continue;
          reported.add(target);
          context.report({
            loc: context.sourceCode.getLocFromIndex(pos),
            messageId: 'cycle',
            data: { cycle: [file, ...shortestPath(edges, target, file, onCycle)].map(name).join(' → ') },
          });
        }
      },
    };
  },
};

/**
 * The shortest way from `from` to `to` through the files of `within` (both ends included).
 * @param {Map<string, string[]>} edges
 * @param {string} from
 * @param {string} to
 * @param {Set<string>} within
 */
function shortestPath(edges, from, to, within) {
  /** @type {Map<string, string | null>} */
  const cameFrom = new Map([[from, null]]);
  const queue = [from];
  while (queue.length > 0) {
    const next = /** @type {string} */ (queue.shift());
    if (next === to) break;
    for (const target of edges.get(next) ?? [])
      if ((within.has(target) || target === to) && !cameFrom.has(target)) {
        cameFrom.set(target, next);
        queue.push(target);
      }
  }
  const way = [];
  for (let at = /** @type {string | null | undefined} */ (to); at; at = cameFrom.get(at)) way.unshift(at);
  return way;
}

/** @param {string} text */
const escapeRegex = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** @type {import('eslint').Rule.RuleModule} */
const noPagePath = {
  meta: {
    type: 'problem',
    docs: { description: 'No page path typed outside the paths module' },
    schema: [
      {
        type: 'object',
        properties: {
          prefixes: { type: 'array', items: { type: 'string' }, minItems: 1 },
          pathsModule: { type: 'string' },
        },
        required: ['prefixes', 'pathsModule'],
        additionalProperties: false,
      },
    ],
    messages: {
      typed:
        'A page path is written only in {{pathsModule}}: make "{{value}}" with its `paths` (import from @/app/paths).',
    },
  },
  create(context) {
    const { prefixes, pathsModule } = context.options[0];
    const pagePath = new RegExp(`^(?:${prefixes.map(escapeRegex).join('|')})(?:[/?#]|$)`);
    /**
     * @param {import('estree').Node} node
     * @param {unknown} value
     */
    const check = (node, value) => {
      if (typeof value === 'string' && pagePath.test(value))
        context.report({ node, messageId: 'typed', data: { value, pathsModule } });
    };
    return {
      Literal(node) {
        check(node, node.value);
      },
      // Every piece of a template literal: `/l/${code}`, and `${prefix}/app/payouts` too.
      TemplateElement(node) {
        check(node, node.value.cooked ?? node.value.raw);
      },
    };
  },
};

export const architecturePlugin = {
  meta: { name: 'architecture' },
  rules: { 'no-cycle': noCycle, 'no-page-path': noPagePath },
};
