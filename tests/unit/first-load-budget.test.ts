// @vitest-environment node
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  firstLoadBudget,
  firstLoadProblem,
  firstLoadReferences,
  firstLoadTarget,
  measureFirstLoad,
} from '../budget/firstLoad';

// A built index.html as Vite writes it: the entry, its modulepreloads, the stylesheet; an icon and a
// lazy page chunk that the first load must not count.
const html = `<!doctype html><html><head>
<link rel="icon" type="image/svg+xml" href="/favicon.svg" />
<script type="module" crossorigin src="/assets/index-abc.js"></script>
<link rel="modulepreload" crossorigin href="/assets/react-def.js">
<link rel="stylesheet" crossorigin href="/assets/index-ghi.css">
<link rel="preconnect" href="https://fonts.example.com">
</head><body><div id="root"></div></body></html>`;

/** Random bytes: gzip cannot shrink them, so a file's gzip size is its length plus a few bytes. */
const incompressible = (length: number) => new Uint8Array(randomBytes(length));

const build = (entryBytes: number) =>
  new Map<string, Uint8Array>([
    ['assets/index-abc.js', incompressible(entryBytes)],
    ['assets/react-def.js', incompressible(20_000)],
    ['assets/index-ghi.css', incompressible(5_000)],
    ['assets/LandingPage-xyz.js', incompressible(500_000)],
    ['favicon.svg', incompressible(300_000)],
  ]);

describe('the first-load budget', () => {
  it('counts the entry, what it preloads and the CSS, not icons, preconnects or lazy chunks', () => {
    expect(firstLoadReferences(html)).toEqual([
      '/assets/index-abc.js',
      '/assets/react-def.js',
      '/assets/index-ghi.css',
    ]);
    const files = build(80_000);
    const firstLoad = measureFirstLoad(html, (file) => files.get(file));
    expect(firstLoad.files.map(({ file }) => file)).toEqual([
      'assets/index-abc.js',
      'assets/react-def.js',
      'assets/index-ghi.css',
    ]);
    expect(firstLoad.gzipBytes).toBeGreaterThan(105_000);
    expect(firstLoad.gzipBytes).toBeLessThan(firstLoadBudget);
    expect(firstLoadProblem(firstLoad)).toBeUndefined();
  });

  it('is broken once the first load grows past the budget, naming the largest file', () => {
    const files = build(140_000);
    const problem = firstLoadProblem(
      measureFirstLoad(html, (file) => files.get(file)),
      firstLoadTarget,
    );
    expect(problem).toMatch(/^first load .* gzip > 150\.0 kB; largest: assets\/index-abc\.js/);
  });

  it('holds npm test to a ratchet at or under the target', () => {
    expect(firstLoadTarget).toBe(150_000);
    expect(firstLoadBudget).toBeLessThanOrEqual(firstLoadTarget);
  });

  it('fails loudly when index.html loads a file the build does not have', () => {
    expect(() => measureFirstLoad(html, () => undefined)).toThrow(
      'index.html loads /assets/index-abc.js, which is not in the build',
    );
  });

  it('reads paths under a base other than the root', () => {
    const files = build(1_000);
    const underBase = html.replaceAll('"/assets/', '"/octoss/assets/');
    expect(measureFirstLoad(underBase, (file) => files.get(file), '/octoss/').files).toHaveLength(3);
  });
});
