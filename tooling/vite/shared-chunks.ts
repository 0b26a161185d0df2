import type { Plugin, Rollup } from 'vite';
import { isAppBuild } from './app-build.ts';
import { sharedNamespaces } from '../../src/i18n/namespaces.ts';

/**
 * How many of the build's lazily loaded chunks (pages, the app and its layout, dialogs, the API
 * client, ...) must use a module before it moves into a shared chunk. At 8, a page loads 6 to 18
 * script files instead of 33 to 71, and about as many bytes (a lower count puts more of what few
 * pages use into every page's download).
 */
const widelyShared = 8;

/**
 * The app's chunks: the groups below in place of the ~170 chunks of under 2 kB that the automatic
 * split made (one per set of pages sharing a module: a MUI component's class names, a hook).
 * - `initial`: what the entry imports statically, together, so the first load stays exactly what
 *   the entry needs (the groups below would otherwise take its libraries too);
 * - `ui`: the libraries most pages use (MUI, emotion, react-query, react-router, zod);
 * - `contract-base`, `-proof`, `-catalogues` and `contract`: the contract's schemas most pages use
 *   (the API client parses every answer with them), in four parts (below);
 * - `shared`: the app's own modules most pages use (components, api, domain);
 * - `start`, `chrome` and `locale-<language>`: what every page loads at start besides (below).
 * Why: on a phone each script file costs a request, and a simulated 4G phone (Lighthouse) spent 1.1
 * to 1.4 s more before the pages whose largest text comes with their data (Payouts, Playbook,
 * Promos, AI Assistants, a Link-in-Bio profile) could paint it. The rest keeps the automatic split.
 * Not for Storybook, whose entries are its stories, nor for the server build of the prerender.
 */
/**
 * The contract's schemas are four chunks, each evaluated in a task of its own (chunks-in-tasks.ts):
 * zod builds them at import, and as one chunk that was one task of 60 to 75 ms at 4x CPU on every
 * page. Each imports only those before it, never one after (a cycle between chunks that each await
 * a task at their start would never resolve): the base (shared schemas, the route definition, the
 * error catalogue), the ledger proof's routes, the catalogues' routes (none imports another
 * area's but its own), then every other route's and the table.
 */
const contractBase =
  /[\\/]contract[\\/](common|route|errors|error-codes|zodConfig|money|time|terms|text|languages|sort|caching|access|groups)\.ts$/;
const contractProof = /[\\/]contract[\\/]proof\.ts$/;
const contractCatalogues =
  /[\\/]contract[\\/](ai|deals|exchanges|faq|market|partner-applications|profiles|promos|playbook|tiers|referral|meta)\.ts$/;

/**
 * What every page asks for at start besides the libraries and the contract, in three chunks where
 * it was 15: `start`, the app and its router, the query cache, the demo backend's client and the
 * start-up sign-in (src/main.tsx asks for all four at once); `chrome`, the banner, header and
 * footer with the small modules they share with a few pages (a link, the logo, a status badge:
 * seven chunks of 1 to 5 kB); `locale-<language>`, a language's shared translations. Why: the
 * sign-in and the page's reads, made once the demo backend has started, queued behind them. A
 * browser has six connections to a host over HTTP/1.1, and Lighthouse's simulation starts requests
 * in the order the page made them: on Playbook (desktop) the reads waited behind 31 chunks. They
 * hold nothing a page does not run at start, so a page downloads what it did in fewer files; a
 * page outside the chrome (the landing, a Link-in-Bio profile) now also loads the chrome's 8 kB.
 */
const start = /[\\/]src[\\/](app[\\/](App\.tsx|queryClient\.ts)|demo[\\/]backend\.ts|api[\\/]signIn\.ts)$/;
/** The app's chrome (banner, header, footer), with the small modules it shares with a few pages. */
const chrome = /[\\/]src[\\/]app[\\/]layout[\\/]AppLayout\.tsx$/;
/** A language's shared namespaces (`locale-ko`: common and tiers in Korean). */
const sharedLocale = new RegExp(`[\\\\/]locales[\\\\/](\\w+)[\\\\/](?:${sharedNamespaces.join('|')})\\.json$`);
const sharedLocaleName = (id: string) => {
  const language = sharedLocale.exec(id)?.[1];
  return language ? `locale-${language}` : null;
};

/**
 * React, React DOM and the scheduler, with the module the entry takes React DOM's client from
 * (src/app/reactDom.ts, which runs it at its top level): a chunk the entry imports, evaluated before
 * the entry's own code, which awaits the next task first (tooling/vite/chunks-in-tasks.ts). Why: the
 * entry with React DOM was one task of 25 to 39 ms of CPU on this machine, 100 to 156 ms on
 * Lighthouse's phone; in two, each is about half.
 */
const react = /[\\/](node_modules[\\/](react|react-dom|scheduler)[\\/]|src[\\/]app[\\/]reactDom\.ts$)/;
const reactChunk = 'react';

/** The libraries' chunk (`ui`). */
const libraries = 'ui';

/** The bundler's runtime helpers' module: a chunk of its own, which the entry imports statically. */
const bundlerRuntime = '\0rolldown/runtime.js';

/**
 * What a prerendered page fetches beside the entry, once it has painted (src/prerender/document.ts,
 * public/paint-first.js), in this order:
 * - the bundler's runtime (2 kB) and React's chunk, which the entry imports: the browser would
 *   find them only in the entry's code once that has arrived, one round trip later;
 * - the libraries' chunk. Every page's first render needs it, but the entry would only ask for it
 *   through the start's chunk once it has run itself: its 120 kB gzip waited for the entry's 110
 *   before they left (Lighthouse desktop, the dashboard, 3 runs each: the largest text about 95 ms
 *   sooner with it, 50 ms with the app's every chunk, whose small files took the bandwidth the two
 *   large ones need first).
 */
export function chunksBesideTheEntry(bundle: Rollup.OutputBundle): string[] {
  const chunks = Object.values(bundle).filter(
    (item): item is Rollup.OutputChunk => item.type === 'chunk' && !item.isEntry,
  );
  const files = (test: (chunk: Rollup.OutputChunk) => boolean) => chunks.filter(test).map((chunk) => chunk.fileName);
  return [
    ...files((chunk) => chunk.moduleIds.includes(bundlerRuntime)),
    ...files((chunk) => chunk.name === reactChunk),
    ...files((chunk) => chunk.name === libraries),
  ];
}

export function sharedChunks(): Plugin {
  let appBuild = false;
  return {
    name: 'shared-chunks',
    apply: 'build',
    configResolved(config) {
      appBuild = isAppBuild(config);
    },
    outputOptions(options) {
      if (!appBuild) return null;
      return {
        ...options,
        codeSplitting: {
          groups: [
            { name: reactChunk, test: react, priority: 4 },
            { name: 'initial', tags: ['$initial'], priority: 3 },
            { name: libraries, test: /[\\/]node_modules[\\/]/, minShareCount: widelyShared, priority: 2 },
            { name: 'contract-base', test: contractBase, minShareCount: widelyShared, priority: 1.2 },
            { name: 'contract-proof', test: contractProof, minShareCount: widelyShared, priority: 1.1 },
            { name: 'contract-catalogues', test: contractCatalogues, minShareCount: widelyShared, priority: 1.05 },
            { name: 'contract', test: /[\\/]contract[\\/]/, minShareCount: widelyShared, priority: 1 },
            { name: 'shared', test: /[\\/]src[\\/]/, minShareCount: widelyShared, priority: 1 },
            { name: 'start', test: start, priority: 0.95 },
            { name: 'chrome', test: chrome, priority: 0.9 },
            { name: sharedLocaleName, debugName: 'locale', test: sharedLocale, priority: 0.9 },
          ],
        },
      };
    },
  };
}
