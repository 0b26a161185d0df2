import { createRequire } from 'node:module';
import type { Plugin } from 'vite';

/**
 * A build-only Vite plugin that leaves out of the browser's mocks chunk the library code the mock
 * backend never calls. @mswjs/data 0.16 is CommonJS, so the bundler cannot tree-shake it:
 *
 * - `model/generateRestHandlers` and `model/generateGraphQLHandlers` back `toHandlers()` and
 *   `toGraphQLSchema()`, which we never use (our handlers are written on the contract); they pull
 *   in all of graphql, pluralize and a second, CommonJS copy of msw. They become stubs that throw.
 * - `require("lodash")` and `require("date-fns")` (date-fns 2) load whole libraries for one function
 *   each (`isFunction`, `compareAsc`); they are resolved to those single functions.
 * - msw keeps mocked cookies in tough-cookie, which asks tldts (the whole public suffix list, about
 *   48 kB gzip) for the registrable domain of every request URL. Our handlers never read or set
 *   cookies, so the cookie store stays empty and the answer never matters: tldts becomes a
 *   two-label approximation, and the build fails if a module in mocks/ starts using cookies.
 *
 * Behaviour is unchanged for everything the app calls. The plugin fails the build when the
 * @mswjs/data version or the functions it takes from those libraries change, so the list is
 * re-checked instead of silently breaking. Tests (Vitest) run the untouched library.
 */

const supportedVersion = /^0\.16\./;

const unused: Record<string, string[]> = {
  'model/generateRestHandlers.js': ['generateRestHandlers'],
  'model/generateGraphQLHandlers.js': ['generateGraphQLHandlers', 'generateGraphQLSchema'],
};

type CherryPick = { importer: string; library: string; binding: string; members: Record<string, string> };
const cherryPicks: CherryPick[] = [
  { importer: 'model/getDefinition.js', library: 'lodash', binding: 'lodash_1', members: { isFunction: 'lodash/isFunction.js' } },
  { importer: 'comparators/date.js', library: 'date-fns', binding: 'date_fns_1', members: { compareAsc: 'date-fns/esm/compareAsc/index.js' } },
];

/** Stand-in for tldts.getDomain: the last two labels (what the public suffix list gives for a plain TLD). */
const registrableDomainStub = `export function getDomain(hostname) {
  const labels = String(hostname).replace(/\\.$/, '').split('.');
  return labels.length < 2 ? null : labels.slice(-2).join('.');
}`;
const mentionsCookies = /cookie/i;

const libDir = '/node_modules/@mswjs/data/lib/';
const inLib = (id: string | undefined, file: string) => id?.replaceAll('\\', '/').endsWith(`${libDir}${file}`) ?? false;
const virtualPrefix = '\0slim-mocks-bundle:';

export function slimMocksBundle(): Plugin {
  const picked = new Map<string, string>();
  let mocksDir = '';
  return {
    name: 'slim-mocks-bundle',
    enforce: 'pre',
    apply: 'build',
    configResolved(config) {
      mocksDir = `${config.root.replaceAll('\\', '/')}/mocks/`;
    },
    buildStart() {
      const { version } = createRequire(import.meta.url)('@mswjs/data/package.json') as { version: string };
      if (!supportedVersion.test(version)) this.error(`@mswjs/data ${version}: re-check mocks/slim-bundle.ts (written for 0.16) before building.`);
    },
    async resolveId(source, importer) {
      if (source === 'tldts' && importer?.replaceAll('\\', '/').includes('/node_modules/tough-cookie/')) return `${virtualPrefix}tldts`;
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
      if (id === `${virtualPrefix}tldts`) return registrableDomainStub;
      if (picked.has(id)) return picked.get(id);
      const file = Object.keys(unused).find((candidate) => inLib(id, candidate));
      if (!file) return null;
      return unused[file]!.map((name) => `export function ${name}() { throw new Error('@mswjs/data ${name}() is left out of the browser bundle (mocks/slim-bundle.ts)'); }`).join('\n');
    },
    transform(code, id) {
      if (id.replaceAll('\\', '/').startsWith(mocksDir) && mentionsCookies.test(code)) {
        this.error(`${id} mentions cookies: msw's cookie store needs the real tldts, remove its stub from mocks/slim-bundle.ts`);
      }
      const pick = cherryPicks.find((candidate) => inLib(id, candidate.importer));
      if (!pick) return null;
      const used = new Set([...code.matchAll(new RegExp(`\\b${pick.binding}\\.(\\w+)`, 'g'))].map((match) => match[1]!));
      const missing = [...used].filter((member) => !(member in pick.members));
      if (missing.length > 0) this.error(`${pick.importer} now uses ${pick.library}.${missing.join(', ')}: add it to mocks/slim-bundle.ts`);
      return null;
    },
  };
}
