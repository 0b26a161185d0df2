// @ts-check
/**
 * The architecture of the repository: its parts and the arrows between them. This list is the one
 * description: `eslint.config.js` generates its import rules from it (tooling/architecture/eslint.js),
 * README's "Architecture" table is written from it (`npm run architecture`, checked by
 * tests/unit/architecture.test.ts), and a file that belongs to no part fails that test.
 *
 * - `folders`: globs from the repository root; every file of the repository belongs to one part. A
 *   part `within` another one covers some of that part's files (`src/app/paths.ts` in `src/app/**`):
 *   both parts' arrows hold for them, so a part within another may import no more parts than its
 *   parent (its own packages list replaces the parent's, though: the ledger's command line may use
 *   Node). A part that names a file itself owns it against another's wildcard (`openapi.json`).
 * - `mayImport`: the parts it may import besides its own files, or `anything`. Type-only imports,
 *   re-exports and dynamic `import()` count like any import; no import cycle is allowed anywhere.
 * - `lazy`: parts of `mayImport` it may import only with a dynamic `import()` (their code stays out
 *   of its chunk: a page's, or the demo backend's in a live build).
 * - `packages`: when given, the only npm packages (and `node:` modules) it may import.
 * - `walls`: each folder matching the glob is walled off from its siblings, which it reaches only
 *   through the files named in `through` (none: never); the lint says `message`.
 *
 * The parts form a DAG (checked by tests/unit/architecture.test.ts): the demo backend's worker imports
 * the mock backend, which imports only the demo's protocol, and the app's lazy registry imports the
 * features, which import only the paths module of the app.
 */

/**
 * @typedef {object} Part
 * @property {string} id
 * @property {string} what what it is, for README's table
 * @property {readonly string[]} folders globs from the repository root
 * @property {string} [within] the part whose folders also hold this part's files
 * @property {readonly string[] | 'anything'} mayImport
 * @property {readonly string[]} [lazy] parts of `mayImport` it may import only with `import()`
 * @property {readonly string[]} [packages] the only packages it may import (globs on the name)
 * @property {{ folders: string, through: readonly string[], message: string }} [walls]
 * @property {string} [note] a condition of the arrows, for README's table
 */

/** @type {readonly Part[]} */
export const parts = [
  {
    id: 'contract',
    what: 'the API contract, a package of its own (`@octoss/contract`): route table, schemas, error catalogue; its OpenAPI document',
    folders: ['contract/**', 'openapi.json'],
    mayImport: [],
    packages: ['zod'],
  },
  {
    id: 'kit',
    what: 'the conformance kit: proves any server against the contract over HTTP; packed on its own (`npm run kit:pack`)',
    folders: ['kit/**'],
    mayImport: ['contract', 'ledger'],
    packages: ['zod', 'node:*'],
  },
  {
    id: 'kit-pack',
    what: 'packs the kit with Vite (not part of the package)',
    folders: ['kit/pack.ts'],
    within: 'kit',
    mayImport: ['contract', 'ledger'],
    packages: ['zod', 'node:*', 'vite'],
  },
  {
    id: 'ledger',
    what: 'the ledger proof library, read by the mock backend, the browser and a Node verifier',
    folders: ['ledger/**'],
    mayImport: [],
    packages: ['@noble/*'],
  },
  {
    id: 'ledger-cli',
    what: "the ledger proof's command-line verifier",
    folders: ['ledger/cli.ts'],
    within: 'ledger',
    mayImport: ['ledger'],
    packages: ['@noble/*', 'node:*'],
  },
  {
    id: 'entry',
    what: 'the start-up: starts the backend (the demo backend in demo and testnet), registers the request hook, hydrates',
    folders: ['src/main.tsx', 'src/boot.css'],
    mayImport: ['app', 'demo', 'api', 'lib', 'i18n'],
    lazy: ['demo'],
  },
  {
    id: 'app',
    what: 'the shell: providers, the page registry, routes, layout, error and not-found screens',
    folders: ['src/app/**'],
    mayImport: ['features', 'components', 'api', 'domain', 'lib', 'i18n', 'contract', 'paths'],
    lazy: ['features'],
  },
  {
    id: 'paths',
    what: 'the one place page paths are written (data and small functions)',
    folders: ['src/app/paths.ts'],
    within: 'app',
    mayImport: [],
  },
  {
    id: 'features',
    what: 'one folder per product area: pages, their components, `api.ts` (react-query)',
    folders: ['src/features/**'],
    mayImport: ['components', 'api', 'domain', 'lib', 'i18n', 'contract', 'paths', 'ledger'],
    lazy: ['ledger'],
    walls: {
      folders: 'src/features/*',
      through: [],
      message: 'A feature never imports another feature: shared pieces move to src/components or src/domain.',
    },
    note: 'never another feature',
  },
  {
    id: 'components',
    what: 'shared UI',
    folders: ['src/components/**'],
    mayImport: ['api', 'domain', 'lib', 'i18n', 'contract'],
  },
  {
    id: 'api',
    what: 'the HTTP client: `fetch` behind its request hook, the typed endpoints, cache keys, writes',
    folders: ['src/api/**'],
    mayImport: ['lib', 'contract'],
  },
  {
    id: 'domain',
    what: "the client's own rules: pure, no React, no I/O (hashing for address checksums, date-fns for days)",
    folders: ['src/domain/**'],
    mayImport: ['contract'],
    packages: ['@noble/*', 'date-fns', '@date-fns/*'],
  },
  {
    id: 'lib',
    what: 'adapters around browser facilities (config, storage, toasts...) and the backend seam `backend.ts`',
    folders: ['src/lib/**'],
    mayImport: ['domain', 'contract'],
  },
  {
    id: 'i18n',
    what: 'i18next setup, the reader language, `locales/<lang>/<namespace>.json`',
    folders: ['src/i18n/**'],
    mayImport: ['domain', 'lib', 'contract'],
  },
  {
    id: 'languages',
    what: 'the languages list',
    folders: ['src/i18n/languages.ts'],
    within: 'i18n',
    mayImport: ['contract'],
  },
  {
    id: 'tier-names',
    what: 'the tier names of the locales',
    folders: ['src/i18n/locales/*/tiers.json'],
    within: 'i18n',
    mayImport: [],
  },
  {
    id: 'prerender',
    what: "the build's prerendering of every page (build time only)",
    folders: ['src/prerender/**'],
    mayImport: ['app', 'components', 'api', 'domain', 'lib', 'i18n', 'contract'],
  },
  {
    id: 'demo',
    what: "the demo backend's page half: starts its worker, its status, its data set switch",
    folders: ['src/demo/*'],
    mayImport: ['api', 'lib', 'i18n', 'contract'],
  },
  {
    id: 'demo-protocol',
    what: "what the demo backend's page half and worker agree on (data sets, fault switches, messages)",
    folders: ['src/demo/protocol.ts'],
    within: 'demo',
    mayImport: ['lib', 'contract'],
  },
  {
    id: 'demo-worker',
    what: "the demo backend's service worker (built on its own by tooling/vite), its IndexedDB storage",
    folders: ['src/demo/worker/**'],
    mayImport: ['mocks', 'demo-protocol', 'contract'],
  },
  {
    id: 'mocks',
    what: 'the mock backend: routes per product area (`mocks/areas/<area>/`), shared layers, data sets',
    folders: ['mocks/**'],
    mayImport: ['contract', 'domain', 'languages', 'tier-names', 'demo-protocol', 'ledger'],
    walls: {
      folders: 'mocks/areas/*',
      through: ['index.ts'],
      message:
        'An area of the mock backend reaches another only through its index.ts (what it lets others read and write), never its store, views or rules.',
    },
    note: 'an area reaches another only through its `index.ts`',
  },
  {
    id: 'stories',
    what: 'Storybook stories and its setup',
    folders: ['stories/**', '.storybook/**'],
    mayImport: 'anything',
  },
  {
    id: 'tests',
    what: 'tests and benchmarks, their results',
    folders: ['tests/**', 'bench/**'],
    mayImport: 'anything',
  },
  {
    id: 'tooling',
    what: "build and lint tooling (the demo backend's worker build, this description)",
    folders: ['tooling/**'],
    mayImport: 'anything',
  },
  {
    id: 'config',
    what: 'configuration and static files: root files, `index.html`, `public/`, CI',
    folders: ['*', '.ci/**', 'public/**', 'src/vite-env.d.ts'],
    mayImport: 'anything',
  },
];
