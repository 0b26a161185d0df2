import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { build, type Plugin, type Rollup } from 'vite';
import { demoBackendScript } from '../../src/demo/script.ts';
import { slimMocksBundle } from './slim-bundle.ts';

const entry = fileURLToPath(new URL('../../src/demo/worker/sw.ts', import.meta.url));
const openApiFile = fileURLToPath(new URL('../../openapi.json', import.meta.url));

/**
 * The worker fetches the OpenAPI document (`GET /api/openapi.json`) from beside its script instead of
 * carrying it: mocks/openapi/committed.ts becomes src/demo/worker/openApiDocument.ts. In one script
 * the document (434 kB) was half of it, and a service worker's script is compiled whole before the
 * worker can answer a first visit. `demoBackendWorker` emits the document beside the script.
 */
function openApiFetched(): Plugin {
  const carried = fileURLToPath(new URL('../../mocks/openapi/committed.ts', import.meta.url));
  const fetched = fileURLToPath(new URL('../../src/demo/worker/openApiDocument.ts', import.meta.url));
  return {
    name: 'demo-backend-openapi-fetched',
    // Before Vite's own resolver, which would settle the import first.
    enforce: 'pre',
    async resolveId(source, importer, options) {
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved?.id === carried ? fetched : null;
    },
  };
}

/**
 * Builds the demo backend's service worker (src/demo/worker/sw.ts) as one classic script: a library
 * build of its own, format `iife` (a service worker cannot be an ES module everywhere), trimmed by
 * tooling/vite/slim-bundle.ts. Returns its code; nothing is written.
 */
export async function buildDemoBackendWorker(options: {
  root: string;
  mode: string;
  alias: Record<string, string>;
  minify: boolean;
  /** What the worker's offline cache keeps on install and names its cache by (src/demo/worker/offline.ts); none in dev. */
  offline?: { version: string; shell: readonly string[] };
}): Promise<string> {
  const output = await build({
    configFile: false,
    root: options.root,
    mode: options.mode,
    logLevel: 'warn',
    publicDir: false,
    resolve: { alias: options.alias },
    plugins: [slimMocksBundle(), openApiFetched()],
    define: {
      'process.env.NODE_ENV': JSON.stringify(options.mode === 'development' ? 'development' : 'production'),
      ...(options.offline && {
        __OFFLINE_VERSION__: JSON.stringify(options.offline.version),
        __OFFLINE_SHELL__: JSON.stringify(options.offline.shell),
      }),
    },
    build: {
      write: false,
      target: 'es2022',
      minify: options.minify,
      sourcemap: false,
      emptyOutDir: false,
      copyPublicDir: false,
      reportCompressedSize: false,
      lib: { entry, formats: ['iife'], name: 'octossDemoBackend', fileName: () => demoBackendScript },
    },
  });
  const chunks = (Array.isArray(output) ? output : [output])
    .flatMap((result) => ('output' in result ? result.output : []))
    .filter((item): item is Rollup.OutputChunk => item.type === 'chunk');
  if (chunks.length !== 1)
    throw new Error(`The demo backend worker must be one script, the build made ${chunks.length}.`);
  return chunks[0]!.code;
}

/**
 * The offline cache's version (a hash of the build's file names: a new build, a new cache) and the
 * shell it keeps once the first page has loaded: the SPA shell, the scripts before the app, the entry chunk with its
 * static imports and stylesheets (what every page needs to start), and the shared parts the app
 * loads on demand (src/components, src/app/layout: toasts, menus, the language offer), which a
 * page may need offline before it ever showed them online. Pages and translations are kept as
 * they are visited.
 */
function offlineCache(bundle: Rollup.OutputBundle): { version: string; shell: string[] } {
  const names = Object.keys(bundle).sort();
  const chunks = Object.values(bundle).filter((item): item is Rollup.OutputChunk => item.type === 'chunk');
  const entry = chunks.find((chunk) => chunk.isEntry);
  const files = new Set<string>();
  const add = (fileName: string) => {
    const chunk = bundle[fileName];
    if (files.has(fileName) || chunk?.type !== 'chunk') return;
    files.add(fileName);
    const css = (chunk as { viteMetadata?: { importedCss: Set<string> } }).viteMetadata?.importedCss ?? [];
    for (const sheet of css) files.add(sheet);
    chunk.imports.forEach(add);
  };
  if (entry) {
    add(entry.fileName);
    for (const chunk of chunks) {
      if (/\/src\/(components|app\/layout)\//.test(chunk.facadeModuleId ?? '')) add(chunk.fileName);
    }
  }
  return {
    version: createHash('sha256').update(names.join('\n')).digest('hex').slice(0, 12),
    shell: ['/app-shell.html', '/paint-first.js', '/color-scheme.js', ...[...files].map((file) => `/${file}`)],
  };
}

/**
 * Puts the demo backend's worker at the site root (`/demo-backend-sw.js`, so its scope is the whole
 * site): `vite build` emits it into the output beside index.html, `vite dev` builds it when it is
 * asked for (again after a change under mocks/ or src/). A live build has none. Storybook, which
 * reads this config too, mocks with msw-storybook-addon instead and gets none either.
 */
export function demoBackendWorker(alias: Record<string, string>): Plugin {
  let root = '';
  let mode = 'production';
  let skip = false;
  let cached: Promise<string> | undefined;
  return {
    name: 'demo-backend-worker',
    configResolved(config) {
      root = config.root;
      mode = config.mode;
      skip =
        config.env.VITE_API_MODE === 'live' || config.plugins.some((plugin) => plugin.name.startsWith('storybook:'));
    },
    async generateBundle(_options, bundle) {
      if (skip) return;
      const source = await buildDemoBackendWorker({ root, mode, alias, minify: true, offline: offlineCache(bundle) });
      this.emitFile({ type: 'asset', fileName: demoBackendScript, source });
      this.emitFile({ type: 'asset', fileName: 'openapi.json', source: await readFile(openApiFile) });
    },
    configureServer(server) {
      if (skip) return;
      server.watcher.on('change', () => (cached = undefined));
      server.middlewares.use(`/${demoBackendScript}`, (_request, response, next) => {
        cached ??= buildDemoBackendWorker({ root, mode, alias, minify: false });
        cached.then(
          (code) => {
            response.setHeader('Content-Type', 'text/javascript');
            response.setHeader('Cache-Control', 'no-cache');
            response.end(code);
          },
          (error: unknown) => {
            cached = undefined;
            next(error);
          },
        );
      });
    },
  };
}
