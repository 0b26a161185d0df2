import { fileURLToPath } from 'node:url';
import { build, type Plugin, type Rollup } from 'vite';
import { workerScript } from '../../src/lib/demoBackend/protocol.ts';
import { slimMocksBundle } from '../slim-bundle.ts';

const entry = fileURLToPath(new URL('./service-worker.ts', import.meta.url));
const alias = {
  '@': fileURLToPath(new URL('../../src', import.meta.url)),
  '@mocks': fileURLToPath(new URL('..', import.meta.url)),
};

/**
 * Builds mocks/worker/service-worker.ts (msw, @mswjs/data, the seeds and the handlers) as one
 * classic script, the only form every browser accepts for a service worker.
 */
export async function buildDemoBackendWorker(minify = true): Promise<string> {
  const output = await build({
    configFile: false,
    logLevel: 'warn',
    resolve: { alias },
    plugins: [slimMocksBundle()],
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    build: {
      write: false,
      target: 'es2022',
      minify,
      sourcemap: false,
      copyPublicDir: false,
      lib: { entry, formats: ['iife'], name: 'octossDemoBackend', fileName: () => workerScript },
    },
  });
  const results = Array.isArray(output) ? output : [output as Rollup.RolldownOutput];
  const chunk = results.flatMap((result) => result.output).find((item): item is Rollup.OutputChunk => item.type === 'chunk');
  if (!chunk) throw new Error('The demo backend worker build produced no script');
  return chunk.code;
}

/**
 * Serves the demo backend's service worker at the site root: written to `dist/` by `vite build`
 * (so `vite preview` and any static host serve it), and built on request by the dev server.
 */
export function demoBackendWorker(): Plugin {
  let cached: Promise<string> | undefined;
  return {
    name: 'demo-backend-worker',
    async generateBundle() {
      this.emitFile({ type: 'asset', fileName: workerScript, source: await buildDemoBackendWorker() });
    },
    configureServer(server) {
      // Any change to the app or the mocks may change the worker: build it again when next asked.
      server.watcher.on('all', () => {
        cached = undefined;
      });
      server.middlewares.use(`/${workerScript}`, (_request, response, next) => {
        cached ??= buildDemoBackendWorker(false);
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
