import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The build's scripts (tooling/vite/chunks-in-tasks.ts): every lazily loaded chunk starts by
 * awaiting the next task, so the browser evaluates each in a task of its own; the entry and the
 * chunks it imports statically do not, so nothing holds the entry back.
 */
const dist = process.env.E2E_DIST ?? 'dist';
const assets = join(dist, 'assets');
const read = (file: string) => readFileSync(join(assets, file), 'utf8');
const entry = /<script type="module" crossorigin src="\/assets\/([^"]+)">/.exec(
  readFileSync(join(dist, 'app-shell.html'), 'utf8'),
)![1]!;
const staticImports = (code: string) =>
  [...code.matchAll(/(?:^|;)\s*import\s*(?:\{[^}]*\}\s*from\s*)?"\.\/([^"]+)"/g)].map((match) => match[1]!);
// Vite puts its table of a chunk's CSS files (`__vite__mapDeps`) above the chunk's code.
function startsAfterNextTask(code: string): boolean {
  const body = code.replace(/^const __vite__mapDeps=[^\n]*\n/, '');
  return body.startsWith('await') && body.slice(0, 200).includes('MessageChannel');
}

describe('chunks evaluated in tasks of their own', () => {
  const scripts = readdirSync(assets).filter((file) => file.endsWith('.js'));
  const withEntry = new Set([entry, ...staticImports(read(entry))]);

  it('the entry and its static imports start at once', () => {
    expect(withEntry.size).toBeGreaterThan(1);
    for (const file of withEntry) expect(startsAfterNextTask(read(file)), file).toBe(false);
  });

  it('every other chunk awaits the next task first', () => {
    const lazy = scripts.filter((file) => !withEntry.has(file));
    expect(lazy.length).toBeGreaterThan(20);
    for (const file of lazy) expect(startsAfterNextTask(read(file)), file).toBe(true);
  });
});

describe('the chunks a prerendered page fetches beside the entry (tooling/vite/shared-chunks.ts)', () => {
  const pages = readdirSync(dist, { recursive: true, encoding: 'utf8' }).filter(
    (file) => file.endsWith('.html') && file !== 'app-shell.html',
  );
  const app = readdirSync(assets).find((file) => /^App-[\w-]+\.js$/.test(file))!;

  it("every page names the libraries' chunk, which the app's chunk imports and the entry does not", () => {
    expect(pages.length).toBeGreaterThan(50);
    for (const page of pages) {
      const script = /<script src="\/paint-first\.js" data-app="\/assets\/([^"]+)" data-preload="([^"]+)" defer>/.exec(
        readFileSync(join(dist, page), 'utf8'),
      );
      expect(script, page).not.toBeNull();
      expect(script![1]).toBe(entry);
      const preloaded = script![2]!.split(' ').map((url) => url.replace(/^\/assets\//, ''));
      expect(preloaded, page).toEqual([expect.stringMatching(/^ui-[\w-]+\.js$/)]);
      expect(staticImports(read(app))).toContain(preloaded[0]);
      expect(staticImports(read(entry))).not.toContain(preloaded[0]);
    }
  });
});
