import { createRequire } from 'node:module';
import type { Plugin } from 'vite';
import { z } from 'zod';

/**
 * A build-only Vite plugin that leaves out of the browser's mocks chunk the library code the mock
 * backend never calls. @mswjs/data 0.16 is CommonJS, so the bundler cannot tree-shake it:
 *
 * - `model/generateRestHandlers` and `model/generateGraphQLHandlers` back `toHandlers()` and
 *   `toGraphQLSchema()`, which we never use (our handlers are written on the contract); they pull
 *   in all of graphql, pluralize and a second, CommonJS copy of msw. They become stubs that throw.
 * - `require("lodash")` and `require("date-fns")` (date-fns 2) load whole libraries for one function
 *   each (`isFunction`, `compareAsc`); they are resolved to those single functions.
 * - msw keeps cookies that mocked responses set in a tough-cookie jar (with tldts, the whole public
 *   suffix list: about 60 kB gzip together), and reads that jar for every handler it tries on every
 *   request (about 150 ms of main thread while a page loads). Our handlers never set cookies, so the
 *   jar is always empty: the store becomes one that is empty, and the build fails if a module in
 *   mocks/ starts to mention cookies.
 *
 * Behaviour is unchanged for everything the app calls. The plugin fails the build when the versions
 * of @mswjs/data or msw, or what they use of the replaced modules, change, so the list is re-checked
 * instead of breaking silently. Tests (Vitest) run the untouched libraries.
 */

const supportedVersions = { '@mswjs/data': /^0\.16\./, msw: /^2\./ };

const unused: Record<string, string[]> = {
  'model/generateRestHandlers.js': ['generateRestHandlers'],
  'model/generateGraphQLHandlers.js': ['generateGraphQLHandlers', 'generateGraphQLSchema'],
};

type CherryPick = { importer: string; library: string; binding: string; members: Record<string, string> };
const cherryPicks: CherryPick[] = [
  {
    importer: 'model/getDefinition.js',
    library: 'lodash',
    binding: 'lodash_1',
    members: { isFunction: 'lodash/isFunction.js' },
  },
  {
    importer: 'comparators/date.js',
    library: 'date-fns',
    binding: 'date_fns_1',
    members: { compareAsc: 'date-fns/esm/compareAsc/index.js' },
  },
];

/** msw's cookie store (msw/lib/core/utils/cookieStore.mjs) when no mocked response ever sets a cookie. */
const emptyCookieStore = `export const cookieStore = {
  getCookies() { return []; },
  async setCookie() { throw new Error('A mocked response set a cookie: msw\\'s cookie store is left out of this bundle (tooling/vite/slim-bundle.ts)'); },
};`;
const cookieStoreModule = '/node_modules/msw/lib/core/utils/cookieStore.mjs';
const cookieStoreMembers = new Set(['getCookies', 'setCookie']);
const mentionsCookies = /cookie/i;

const libDir = '/node_modules/@mswjs/data/lib/';
const normalized = (id: string) => id.replaceAll('\\', '/');
const inLib = (id: string | undefined, file: string) => id !== undefined && normalized(id).endsWith(`${libDir}${file}`);
const virtualPrefix = '\0slim-mocks-bundle:';

export function slimMocksBundle(): Plugin {
  const picked = new Map<string, string>();
  let mocksDir = '';
  return {
    name: 'slim-mocks-bundle',
    enforce: 'pre',
    apply: 'build',
    configResolved(config) {
      mocksDir = `${normalized(config.root)}/mocks/`;
    },
    buildStart() {
      const require = createRequire(import.meta.url);
      for (const [name, supported] of Object.entries(supportedVersions)) {
        const { version } = z.object({ version: z.string() }).parse(require(`${name}/package.json`));
        if (!supported.test(version))
          this.error(
            `${name} ${version}: re-check tooling/vite/slim-bundle.ts (written for @mswjs/data 0.16 and msw 2) before building.`,
          );
      }
    },
    async resolveId(source, importer) {
      const pick = cherryPicks.find((candidate) => candidate.library === source && inLib(importer, candidate.importer));
      if (!pick) return null;
      const lines: string[] = [];
      for (const [member, path] of Object.entries(pick.members)) {
        const resolved = await this.resolve(path, importer, { skipSelf: true });
        if (!resolved) this.error(`Cannot resolve ${path} from ${importer}`);
        lines.push(`export { default as ${member} } from ${JSON.stringify(resolved.id)};`);
      }
      const id = `${virtualPrefix}${pick.library}`;
      picked.set(id, lines.join('\n'));
      return id;
    },
    load(id) {
      if (normalized(id).endsWith(cookieStoreModule)) return emptyCookieStore;
      if (picked.has(id)) return picked.get(id);
      const file = Object.keys(unused).find((candidate) => inLib(id, candidate));
      if (!file) return null;
      return unused[file]!.map(
        (name) =>
          `export function ${name}() { throw new Error('@mswjs/data ${name}() is left out of the browser bundle (tooling/vite/slim-bundle.ts)'); }`,
      ).join('\n');
    },
    transform(code, id) {
      if (normalized(id).startsWith(mocksDir) && mentionsCookies.test(code)) {
        this.error(
          `${id} mentions cookies: msw needs its real cookie store, take it back out of tooling/vite/slim-bundle.ts`,
        );
      }
      if (normalized(id).includes('/node_modules/msw/') && code.includes('cookieStore.')) {
        // Member calls only, not the import path ("../cookieStore.mjs").
        const members = [...code.matchAll(/(?<!\/)\bcookieStore\.(\w+)/g)].map((match) => match[1]!);
        const unknown = members.filter((member) => !cookieStoreMembers.has(member));
        if (unknown.length > 0)
          this.error(
            `${id} calls cookieStore.${unknown.join(', ')}: update the empty store in tooling/vite/slim-bundle.ts`,
          );
      }
      const pick = cherryPicks.find((candidate) => inLib(id, candidate.importer));
      if (!pick) return null;
      const used = new Set(
        [...code.matchAll(new RegExp(`\\b${pick.binding}\\.(\\w+)`, 'g'))].map((match) => match[1]!),
      );
      const missing = [...used].filter((member) => !(member in pick.members));
      if (missing.length > 0)
        this.error(
          `${pick.importer} now uses ${pick.library}.${missing.join(', ')}: add it to tooling/vite/slim-bundle.ts`,
        );
      return null;
    },
  };
}
