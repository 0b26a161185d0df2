// @ts-check
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/**
 * Page paths are written in one place, the paths module: the registry reads its paths from it and
 * features import it (`@/app/paths`) for their links. The lint (`architecture/no-page-path`) fails
 * on a page path typed anywhere else in src/, in a string or a template literal.
 */
export const pathsModule = 'src/app/paths.ts';

/** The page registry: where page paths were written before the paths module existed. */
const registry = 'src/app/pages.ts';

/** Files that may type a page path, and why. */
export const pagePathExceptions = {
  [pathsModule]: 'the paths module itself',
  'src/domain/referral.ts':
    "the server's own statement of a public profile's address (profilePath, which the mock's Link-in-Bio URL uses and the link must equal)",
};

/**
 * The first segments of the page paths (`/app`, `/deals`, `/trustboard`, `/l`), read from the
 * string literals of the paths module (or, before it exists, of the page registry): a new page's
 * path is covered without a list to keep.
 * @param {string} root the repository root
 * @returns {string[]}
 */
export function pagePathPrefixes(root) {
  const file = [pathsModule, registry].map((name) => path.join(root, name)).find((name) => existsSync(name));
  if (!file) throw new Error(`Neither ${pathsModule} nor ${registry} exists: where are the page paths written?`);
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false, ts.ScriptKind.TS);
  /** @type {Set<string>} */
  const prefixes = new Set();
  /** @param {ts.Node} node */
  const visit = (node) => {
    if (ts.isStringLiteralLike(node) || ts.isTemplateHead(node)) {
      const segment = /^\/([\w-]+)/.exec(node.text);
      if (segment) prefixes.add(`/${segment[1]}`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  if (prefixes.size === 0) throw new Error(`${path.relative(root, file)} holds no page path`);
  return [...prefixes].sort();
}
