/**
 * `npm run budget`: builds the site in memory with the project's Vite config (the same output as
 * `vite build`, never written to disk) and checks the bundle budgets on the bundler's own chunk
 * graph and module ids: the first load (entry + everything index.html preloads + CSS, see
 * firstLoad.ts), every lazily loaded page, and that no chunk of the page
 * holds mock-backend code (msw, @mswjs/*, the project's mocks/): that lives only in the demo
 * backend's service worker script (src/demo/worker/sw.ts, built by tooling/vite/demo-backend-worker.ts), which is
 * measured on its own. Prints one row per chunk and exits with 1 when a budget is broken.
 */
import { gzipSync } from 'node:zlib';
import { relative } from 'node:path';
import { build, type Plugin, type Rollup } from 'vite';
import { textTable } from '../support/textTable';
import { demoBackendScript } from '../../src/demo/script';
import { firstLoadBudget, firstLoadProblem, firstLoadTarget, formatKb, measureFirstLoad } from './firstLoad';

const kB = 1000;
export const budgets = {
  /** The first load: the entry chunk, every chunk and file index.html preloads, and the CSS, gzip. */
  firstLoad: firstLoadBudget,
  /** Each page's own chunk (the lazy imports of the page registry, src/app/pages.ts), gzip. */
  route: 60 * kB,
  /**
   * The demo backend's service worker script (msw, @mswjs/data, the handlers and the seeds), gzip:
   * 142 kB since it fetches the OpenAPI document instead of carrying it (196 kB before).
   */
  worker: 150 * kB,
};

const mockCode = /(^|\/)(node_modules\/(msw|@mswjs)\/|mocks\/|src\/demo\/worker\/)/;
/** The ledger proof library (its hashing and Ed25519): loaded by the Trustboard only when a check runs or Verify opens. */
const ledgerCode = /^ledger\//;
/**
 * What the first load must never hold (the speed issue): code only some pages or only an action
 * need. The ledger proof's verifier (ledger/, and its hashing and signatures, @noble/*) loads with
 * the Trustboard's Verify; the sign-in form and the sign-in itself load when the reader signs in.
 */
export const notInFirstLoad: { what: string; module: RegExp }[] = [
  { what: "the ledger proof's verifier", module: /^(ledger\/|node_modules\/@noble\/)/ },
  { what: 'the sign-in form', module: /^src\/components\/SignInForm\.tsx$/ },
  { what: 'the sign-in', module: /^src\/api\/signIn\.ts$/ },
  // Loaded beside the page's chunk, which needs it too (src/main.tsx): in the entry it only delays the page.
  { what: 'the router', module: /^node_modules\/react-router\// },
];
const registryModule = /src\/app\/pages\.ts$/;

/** Remembers which modules the page registry (src/app/pages.ts) imports lazily: their chunks are the route chunks. */
function routeModules(found: Set<string>): Plugin {
  return {
    name: 'budget:route-modules',
    generateBundle() {
      for (const id of this.getModuleIds()) {
        if (registryModule.test(id)) this.getModuleInfo(id)?.dynamicallyImportedIds.forEach((page) => found.add(page));
      }
    },
  };
}

/** Static imports only: what the browser loads (modulepreloads) together with a chunk. */
function staticClosure(byFile: Map<string, Rollup.OutputChunk>, start: string): Set<string> {
  const seen = new Set<string>();
  const queue = [start];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    queue.push(...(byFile.get(file)?.imports ?? []));
  }
  return seen;
}

const started = performance.now();
const pageModules = new Set<string>();
const output = await build({ logLevel: 'silent', build: { write: false }, plugins: [routeModules(pageModules)] });
const files = (Array.isArray(output) ? output : [output as Rollup.RolldownOutput]).flatMap((result) => result.output);
const chunks = files.filter((item): item is Rollup.OutputChunk => item.type === 'chunk');
const worker = files.find(
  (item): item is Rollup.OutputAsset => item.type === 'asset' && item.fileName === demoBackendScript,
);
const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
const gzip = new Map(chunks.map((chunk) => [chunk.fileName, gzipSync(chunk.code).length]));

const entry = chunks.find((chunk) => chunk.isEntry);
if (!entry) throw new Error('The build has no entry chunk: the budget script needs updating.');
if (!worker)
  throw new Error(
    `The build has no ${demoBackendScript} (tooling/vite/demo-backend-worker.ts): the budget script needs updating.`,
  );
const workerGzip = gzipSync(worker.source).length;
const routeChunks = chunks.filter(
  (chunk) => chunk.isDynamicEntry && chunk.facadeModuleId !== null && pageModules.has(chunk.facadeModuleId),
);
if (routeChunks.length === 0)
  throw new Error('No route chunks found: are the pages still lazy imports in src/app/pages.ts?');

const initial = staticClosure(byFile, entry.fileName);
const html = files.find((item): item is Rollup.OutputAsset => item.type === 'asset' && item.fileName === 'index.html');
if (!html) throw new Error('The build has no index.html: the budget script needs updating.');
const builtFiles = new Map(files.map((item) => [item.fileName, item.type === 'chunk' ? item.code : item.source]));
const firstLoad = measureFirstLoad(String(html.source), (file) => builtFiles.get(file));
// index.html must preload every chunk the entry imports statically, or the first load would be counted short.
const notPreloaded = [...initial].filter((file) => !firstLoad.files.some((loaded) => loaded.file === file));
if (notPreloaded.length > 0)
  throw new Error(`index.html does not preload ${notPreloaded.join(', ')}: the first load would be counted short`);

const problems: string[] = [];
// The page loads no mock code at all: every chunk is the app's.
// Module ids are absolute: tested relative to the project, so a checkout under a folder named mocks is no leak.
const leaks = chunks.flatMap((chunk) =>
  chunk.moduleIds
    .map((id) => relative(process.cwd(), id))
    .filter((id) => mockCode.test(id))
    .map((id) => `${chunk.fileName}: ${id}`),
);
if (leaks.length > 0)
  problems.push(`mock code in the page's chunks (it belongs in the demo backend's worker):\n  ${leaks.join('\n  ')}`);
// The ledger library is never part of the first load or of a page's chunk (or what they import statically).
const eager = new Set([...initial, ...routeChunks.flatMap((chunk) => [...staticClosure(byFile, chunk.fileName)])]);
const eagerLedger = chunks
  .filter((chunk) => eager.has(chunk.fileName))
  .flatMap((chunk) =>
    chunk.moduleIds
      .map((id) => relative(process.cwd(), id))
      .filter((id) => ledgerCode.test(id))
      .map((id) => `${chunk.fileName}: ${id}`),
  );
if (eagerLedger.length > 0)
  problems.push(
    `ledger code loaded with the page (import it lazily, when a check runs):\n  ${eagerLedger.join('\n  ')}`,
  );
// Module ids of the first load's chunks, relative to the project.
const firstLoadModules = firstLoad.files.flatMap(({ file }) =>
  (byFile.get(file)?.moduleIds ?? []).map((id) => relative(process.cwd(), id)),
);
for (const { what, module } of notInFirstLoad) {
  const found = firstLoadModules.filter((id) => module.test(id));
  if (found.length > 0) problems.push(`${what} is in the first load: ${found.join(', ')}`);
}
const firstLoadOver = firstLoadProblem(firstLoad, budgets.firstLoad);
if (firstLoadOver) problems.push(firstLoadOver);
if (workerGzip > budgets.worker)
  problems.push(
    `demo backend worker ${demoBackendScript} is ${formatKb(workerGzip)} gzip > ${formatKb(budgets.worker)}`,
  );
for (const chunk of routeChunks) {
  if (gzip.get(chunk.fileName)! > budgets.route)
    problems.push(
      `route chunk ${chunk.fileName} is ${(gzip.get(chunk.fileName)! / kB).toFixed(1)} kB gzip > ${budgets.route / kB} kB`,
    );
}

const kindOf = (chunk: Rollup.OutputChunk) => {
  if (chunk === entry) return 'entry';
  if (routeChunks.includes(chunk)) return 'route';
  if (initial.has(chunk.fileName)) return 'initial (entry import)';
  return 'shared';
};
const budgetOf = (kind: string) => (kind === 'route' ? budgets.route : undefined);
/** A chunk of translations only: a page's namespace in one language, or a language's shared ones. */
const isLocale = (chunk: Rollup.OutputChunk) =>
  chunk.moduleIds.length > 0 && chunk.moduleIds.every((id) => id.includes('/src/i18n/locales/'));
const order = ['entry', 'initial (entry import)', 'route', 'shared'];
const rows = chunks
  .filter((chunk) => !isLocale(chunk))
  .map((chunk) => ({ chunk, kind: kindOf(chunk) }))
  .sort(
    (a, b) =>
      order.indexOf(a.kind) - order.indexOf(b.kind) || gzip.get(b.chunk.fileName)! - gzip.get(a.chunk.fileName)!,
  )
  .map(({ chunk, kind }) => {
    const size = gzip.get(chunk.fileName)!;
    const budget = budgetOf(kind);
    return {
      chunk: chunk.fileName.replace(/^assets\//, ''),
      kind,
      'raw kB': Number((chunk.code.length / kB).toFixed(1)),
      'gzip kB': Number((size / kB).toFixed(1)),
      'budget kB': budget ? budget / kB : '',
      '': budget === undefined ? '' : size > budget ? 'OVER' : 'ok',
    };
  });
const locales = chunks.filter(isLocale);
const sum = (files: Iterable<string>) => [...files].reduce((total, file) => total + (gzip.get(file) ?? 0), 0) / kB;

console.log(textTable(rows));
console.log(
  `\n${locales.length} locale chunks (per language: one per page's namespace, one of the shared ones), largest ${(Math.max(...locales.map((chunk) => gzip.get(chunk.fileName)!)) / kB).toFixed(1)} kB gzip`,
);
console.log(`initial JS (entry + its static imports): ${sum(initial).toFixed(1)} kB gzip in ${initial.size} files`);
console.log(
  `first load (entry + preloads + CSS, from index.html): ${formatKb(firstLoad.gzipBytes)} gzip in ${firstLoad.files.length} files, budget ${formatKb(budgets.firstLoad)}`,
);
if (firstLoad.gzipBytes > firstLoadTarget)
  console.log(
    `  the speed issue's target is ${formatKb(firstLoadTarget)}: ${formatKb(firstLoad.gzipBytes - firstLoadTarget)} still to cut`,
  );
console.log(
  `demo backend worker (${demoBackendScript}, not loaded by the page): ${(String(worker.source).length / kB).toFixed(1)} kB raw, ${(workerGzip / kB).toFixed(1)} kB gzip, budget ${budgets.worker / kB} kB`,
);
console.log(`checked in ${((performance.now() - started) / 1000).toFixed(1)} s`);

if (problems.length > 0) {
  console.error(`\nBundle budget broken:\n- ${problems.join('\n- ')}`);
  process.exit(1);
}
console.log('Bundle budgets met.');
