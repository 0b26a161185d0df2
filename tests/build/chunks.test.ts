import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { languageCodes } from '../../contract/languages';

/**
 * The build's scripts (tooling/vite/chunks-in-tasks.ts): every chunk but those the entry imports
 * statically starts by awaiting the next task, so the browser evaluates each in a task of its own;
 * the entry's static imports (React's chunk among them) are evaluated in one task, the entry's own
 * code in the next.
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

const isWorker = (file: string) => /\.worker-[\w-]+\.js$/.test(file);

describe('chunks evaluated in tasks of their own', () => {
  const scripts = readdirSync(assets).filter((file) => file.endsWith('.js'));
  const withEntry = new Set([entry, ...staticImports(read(entry))]);

  it("the entry's static imports start at once, and the entry's own code a task after them", () => {
    expect(withEntry.size).toBeGreaterThan(2);
    for (const file of withEntry) expect(startsAfterNextTask(read(file)), file).toBe(file === entry);
  });

  it('every other chunk awaits the next task first', () => {
    // A worker's script (src/app/icuWarmup.worker.ts) runs on a thread of its own: nothing to wait for there.
    const lazy = scripts.filter((file) => !withEntry.has(file) && !isWorker(file));
    expect(lazy.length).toBeGreaterThan(20);
    for (const file of lazy) expect(startsAfterNextTask(read(file)), file).toBe(true);
  });

  it("React DOM's client runs in React's chunk, which the entry imports, not in the entry's own task", () => {
    const react = staticImports(read(entry)).find((file) => /^react-[\w-]+\.js$/.test(file));
    expect(react).toBeDefined();
    // src/app/reactDom.ts reads the client at its top level: `{createRoot:…,hydrateRoot:…}=…` in React's chunk.
    expect(read(react!)).toMatch(/\{createRoot:\w+,hydrateRoot:\w+\}=/);
    // React DOM's code (its error messages point at react.dev) is in no other chunk of the start.
    for (const file of withEntry) if (file !== react) expect(read(file), file).not.toContain('react.dev/errors');
  });
});

describe("ICU's formatting data, initialised off the main thread (src/app/icuWarmup.ts)", () => {
  it('the entry starts a worker of its own script, which makes a number and a date formatter and ends', () => {
    const workers = readdirSync(assets).filter(isWorker);
    expect(workers).toHaveLength(1);
    const [worker] = workers;
    expect(read(entry)).toContain(`assets/${worker}`);
    const code = read(worker!);
    for (const made of ['new Intl.NumberFormat()', 'new Intl.DateTimeFormat()', 'close()'])
      expect(code).toContain(made);
  });
});

describe('the chunks a prerendered page fetches beside the entry (tooling/vite/shared-chunks.ts)', () => {
  const pages = readdirSync(dist, { recursive: true, encoding: 'utf8' }).filter(
    (file) => file.endsWith('.html') && file !== 'app-shell.html',
  );
  const start = readdirSync(assets).find((file) => /^start-[\w-]+\.js$/.test(file))!;
  const entryImports = staticImports(read(entry));

  it("every page names the bundler's runtime and React's chunk, which the entry imports, and the libraries' chunk, which the start's imports and the entry does not", () => {
    expect(pages.length).toBeGreaterThan(50);
    for (const page of pages) {
      const script = /<script src="\/paint-first\.js" data-app="\/assets\/([^"]+)" data-preload="([^"]+)" defer>/.exec(
        readFileSync(join(dist, page), 'utf8'),
      );
      expect(script, page).not.toBeNull();
      expect(script![1]).toBe(entry);
      const [runtime, react, libraries, ...more] = script![2]!.split(' ').map((url) => url.replace(/^\/assets\//, ''));
      expect(more, page).toEqual([]);
      expect(runtime, page).toMatch(/^rolldown-runtime-[\w-]+\.js$/);
      expect(entryImports).toContain(runtime);
      expect(react, page).toMatch(/^react-[\w-]+\.js$/);
      expect(entryImports).toContain(react);
      expect(libraries, page).toMatch(/^ui-[\w-]+\.js$/);
      expect(staticImports(read(start))).toContain(libraries);
      expect(entryImports).not.toContain(libraries);
    }
  });
});

describe('what every page asks for at start is one chunk each (tooling/vite/shared-chunks.ts)', () => {
  const entryCode = read(entry);
  const localeChunks = (file: string) =>
    [
      ...entryCode.matchAll(new RegExp(`"\\./locales/${file}":\\(\\)=>\\w+\\(\\(\\)=>import\\(\`\\./([^\`]+)\``, 'g')),
    ].map((match) => match[1]!);

  it('the app, its router, the query cache, the demo backend client and the sign-in are the start chunk, the chrome one more', () => {
    const files = readdirSync(assets);
    expect(files.filter((file) => /^(start|chrome)-[\w-]+\.js$/.test(file))).toHaveLength(2);
    const apart = files.filter((file) => /^(App|AppLayout|queryClient|backend|signIn)-[\w-]+\.js$/.test(file));
    expect(apart).toEqual([]);
    expect(entryCode).toMatch(/import\(`\.\/start-[\w-]+\.js`\)/);
    expect(entryCode).toMatch(/import\(`\.\/chrome-[\w-]+\.js`\)/);
  });

  it("a language's shared translations are one chunk, its pages' each their own", () => {
    for (const language of languageCodes) {
      const [common] = localeChunks(`${language}/common\\.json`);
      const [tiers] = localeChunks(`${language}/tiers\\.json`);
      const [playbook] = localeChunks(`${language}/playbook\\.json`);
      expect(common, language).toMatch(new RegExp(`^locale-${language}-[\\w-]+\\.js$`));
      expect(tiers, language).toBe(common);
      expect(playbook, language).toMatch(/^playbook-[\w-]+\.js$/);
    }
  });
});
