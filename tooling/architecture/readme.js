// @ts-check
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import * as prettier from 'prettier';
import { parts } from './parts.js';

/**
 * README's "Architecture" block, written from the description (tooling/architecture/parts.js): the
 * parts and their arrows as a table and a picture (a Mermaid graph, which GitHub draws).
 * `npm run architecture` writes it; tests/unit/architecture.test.ts fails when README differs.
 */

const start = '<!-- architecture:start (written by `npm run architecture` from tooling/architecture/parts.js) -->';
const end = '<!-- architecture:end -->';

const code = (/** @type {string} */ text) => `\`${text}\``;

/** @param {import('./parts.js').Part} part */
function arrows(part) {
  if (part.mayImport === 'anything') return 'anything';
  const lazy = new Set(part.lazy ?? []);
  const names = part.mayImport.map((id) => (lazy.has(id) ? `${id} (lazily)` : id));
  const list = names.length > 0 ? names.join(', ') : 'nothing';
  const packages = part.packages ? `; packages: ${part.packages.map(code).join(', ')} only` : '';
  return `${list}${packages}${part.note ? `; ${part.note}` : ''}`;
}

/**
 * The block as README holds it, formatted as Prettier formats README.
 * @param {string} readme the README file (for Prettier's configuration)
 */
export async function architectureBlock(readme) {
  const rows = parts.map(
    (part) =>
      `| ${part.within ? `${part.id} (in ${part.within})` : part.id} | ${part.folders.map(code).join(', ')} | ${arrows(part)} | ${part.what} |`,
  );
  const shown = parts.filter((part) => part.mayImport !== 'anything');
  const edges = shown.flatMap((part) =>
    part.mayImport === 'anything'
      ? []
      : part.mayImport.map(
          (id) =>
            `  ${part.id.replace(/-/g, '_')} ${part.lazy?.includes(id) ? '-.->' : '-->'} ${id.replace(/-/g, '_')}`,
        ),
  );
  const markdown = [
    start,
    '',
    '| part | folders | may import (besides its own files) | what |',
    '| --- | --- | --- | --- |',
    ...rows,
    '',
    '```mermaid',
    'flowchart LR',
    ...shown.map((part) => `  ${part.id.replace(/-/g, '_')}[${part.id}]`),
    ...edges,
    '```',
    '',
    end,
  ].join('\n');
  const config = await prettier.resolveConfig(readme);
  return (await prettier.format(markdown, { ...config, parser: 'markdown' })).trimEnd();
}

/** README's text with its block replaced by `block`. */
export function withBlock(/** @type {string} */ readme, /** @type {string} */ block) {
  const from = readme.indexOf(start);
  const to = readme.indexOf(end);
  if (from < 0 || to < from) throw new Error(`README.md has no block between ${start} and ${end}`);
  return `${readme.slice(0, from)}${block}${readme.slice(to + end.length)}`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const file = fileURLToPath(new URL('../../README.md', import.meta.url));
  writeFileSync(file, withBlock(readFileSync(file, 'utf8'), await architectureBlock(file)));
  console.log('README.md: the Architecture block is written from tooling/architecture/parts.js');
}
