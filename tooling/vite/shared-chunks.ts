import type { Plugin } from 'vite';
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
 * - `ui`: the libraries most pages use (MUI, emotion, react-query, react-router, zod, axios);
 * - `contract`: the contract's schemas most pages use (the API client parses every answer with them);
 * - `shared`: the app's own modules most pages use (components, api, domain).
 * Why: on a phone each script file costs a request, and a simulated 4G phone (Lighthouse) spent 1.1
 * to 1.4 s more before the pages whose largest text comes with their data (Payouts, Playbook,
 * Promos, AI Assistants, a Link-in-Bio profile) could paint it. The rest keeps the automatic split.
 * Not for Storybook, whose entries are its stories, nor for the server build of the prerender.
 */
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
            { name: 'ui', test: /[\\/]node_modules[\\/]/, minShareCount: widelyShared, priority: 2 },
            { name: 'contract', test: /[\\/]contract[\\/]/, minShareCount: widelyShared, priority: 1 },
            { name: 'shared', test: /[\\/]src[\\/]/, minShareCount: widelyShared, priority: 1 },
          ],
        },
      };
    },
  };
}
