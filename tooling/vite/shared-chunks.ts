import type { Plugin, Rollup } from 'vite';
import { isAppBuild } from './app-build.ts';

/**
 * How many of the build's lazily loaded chunks (pages, the app and its layout, dialogs, the API
 * client, ...) must use a module before it moves into a shared chunk. At 8, a page loads 6 to 18
 * script files instead of 33 to 71, and about as many bytes (a lower count puts more of what few
 * pages use into every page's download).
 */
const widelyShared = 8;

/**
 * The app's chunks: three groups in place of the ~170 chunks of under 2 kB that the automatic
 * split made (one per set of pages sharing a module: a MUI component's class names, a hook).
 * - `initial`: what the entry imports statically, together, so the first load stays exactly what
 *   the entry needs (the groups below would otherwise take its libraries too);
 * - `ui`: the libraries most pages use (MUI, emotion, react-query, react-router, zod);
 * - `contract-base`, `-proof`, `-catalogues` and `contract`: the contract's schemas most pages use
 *   (the API client parses every answer with them), in four parts (below);
 * - `shared`: the app's own modules most pages use (components, api, domain).
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

/** The libraries' chunk (`ui`). */
const libraries = 'ui';

/**
 * What a prerendered page fetches beside the entry, once it has painted (src/prerender/document.ts,
 * public/paint-first.js): the libraries' chunk. Every page's first render needs it, but the entry
 * would only ask for it through the app's chunk once it has run itself: its 120 kB gzip waited for
 * the entry's 110 before they left. The rest of what a page needs is small, and fetched in
 * parallel it took the bandwidth the two large ones need first (Lighthouse desktop, the dashboard,
 * 3 runs each: the largest text about 95 ms sooner with this one, 50 ms with the app's every chunk).
 */
export function chunksBesideTheEntry(bundle: Rollup.OutputBundle): string[] {
  return Object.values(bundle).flatMap((item) =>
    item.type === 'chunk' && !item.isEntry && item.name === libraries ? [item.fileName] : [],
  );
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
            { name: 'initial', tags: ['$initial'], priority: 3 },
            { name: libraries, test: /[\\/]node_modules[\\/]/, minShareCount: widelyShared, priority: 2 },
            { name: 'contract-base', test: contractBase, minShareCount: widelyShared, priority: 1.2 },
            { name: 'contract-proof', test: contractProof, minShareCount: widelyShared, priority: 1.1 },
            { name: 'contract-catalogues', test: contractCatalogues, minShareCount: widelyShared, priority: 1.05 },
            { name: 'contract', test: /[\\/]contract[\\/]/, minShareCount: widelyShared, priority: 1 },
            { name: 'shared', test: /[\\/]src[\\/]/, minShareCount: widelyShared, priority: 1 },
          ],
        },
      };
    },
  };
}
