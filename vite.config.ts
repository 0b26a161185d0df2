/// <reference types="vitest/config" />
import { defineConfig, loadEnv, runnerImport } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { demoBackendWorker } from './tooling/vite/demo-backend-worker.ts';
import { chunksBesideTheEntry, sharedChunks } from './tooling/vite/shared-chunks.ts';
import { chunksInTasks } from './tooling/vite/chunks-in-tasks.ts';
import { parseConfig } from './src/lib/parseConfig.ts';
import { prerender } from './src/prerender/plugin.ts';
import { languageCodes } from './contract/languages.ts';

const alias = {
  '@': fileURLToPath(new URL('./src', import.meta.url)),
  '@mocks': fileURLToPath(new URL('./mocks', import.meta.url)),
  '@octoss/contract': fileURLToPath(new URL('./contract', import.meta.url)),
};

/**
 * The production Content-Security-Policy of a build, from that build's variables (`VITE_*`, see
 * src/lib/config.ts): served by `vite preview` (so by `npm start`) and written down in README for
 * hosting. connect-src adds the origins the pages talk to besides their own: the API of a live
 * build (`VITE_API_BASE_URL`) and the partner webhook (`VITE_PARTNER_WEBHOOK_URL`). No
 * 'unsafe-inline': the style hash is that of the empty <style> tags emotion inserts before filling
 * them through the CSSOM.
 */
export function contentSecurityPolicy(env: Record<string, string | undefined>): string {
  const { apiBaseUrl, partnerWebhookUrl } = parseConfig(env);
  const origins = new Set([apiBaseUrl, partnerWebhookUrl].flatMap((url) => (url ? [new URL(url).origin] : [])));
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='",
    "worker-src 'self'",
    ["connect-src 'self'", ...origins].join(' '),
    "img-src 'self' data:",
    "font-src 'self'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
    // No other site may frame a page (click-jacking); X-Frame-Options says the same to older browsers.
    "frame-ancestors 'none'",
  ].join('; ');
}

/** The variables Vite gives a build of `mode`: `.env` files and the environment (which wins). */
export function buildEnv(mode = 'production'): Record<string, string> {
  return loadEnv(mode, fileURLToPath(new URL('.', import.meta.url)), 'VITE_');
}

/** The headers `vite preview` (so `npm start`) sends with every file; README's Security and hosting rules list the same. */
export function securityHeaders(env: Record<string, string>) {
  return {
    'Content-Security-Policy': contentSecurityPolicy(env),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
  };
}

/** A build-time module of tooling/ loaded through Vite's module runner, with the app's aliases (mocks/ and src/ use them). */
async function tooling<T>(path: string): Promise<T> {
  const { module } = await runnerImport<T>(fileURLToPath(new URL(path, import.meta.url)), {
    configFile: false,
    logLevel: 'warn',
    resolve: { alias },
  });
  return module;
}

/**
 * What the prerendered heads take besides the registry (src/prerender/plugin.ts): the demo
 * backend's public profiles and FAQ (none in a live build: the real backend's are not known at
 * build time), and the share images and icons, kept between builds in node_modules/.cache.
 * Profiles of the demo data set only, the one every visitor's browser starts with: the sandbox's
 * test codes answer 404 there, so their page would preview a profile and then show "not found";
 * they get the generic profile page (noindex), which shows them once the reader is in testnet.
 */
function prerenderInputs(mode: string) {
  const apiMode = parseConfig(buildEnv(mode)).mode;
  return {
    content:
      apiMode === 'live'
        ? undefined
        : async () =>
            (
              await tooling<typeof import('./tooling/prerender/demoContent.ts')>('./tooling/prerender/demoContent.ts')
            ).demoContent(languageCodes, ['demo']),
    images: async (
      cards: Parameters<typeof import('./tooling/share-images/site.ts').writeSiteImages>[0],
      outDir: string,
    ) => {
      const { writeSiteImages } = await tooling<typeof import('./tooling/share-images/site.ts')>(
        './tooling/share-images/site.ts',
      );
      const started = performance.now();
      const cache = fileURLToPath(new URL('./node_modules/.cache/share-images', import.meta.url));
      const { painted, copied } = await writeSiteImages(cards, outDir, cache);
      return `${cards.length} share images and the icons (${painted} painted, ${copied} from the cache) in ${Math.round(performance.now() - started)} ms`;
    },
  };
}

/** The year the build was made: what the prerendered footer shows until the browser knows the current one. */
const define = { __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()) };

export default defineConfig(({ mode }) => ({
  plugins: [
    react(),
    sharedChunks(),
    chunksInTasks(),
    demoBackendWorker(alias),
    prerender({ alias, define, languages: languageCodes, preload: chunksBesideTheEntry, ...prerenderInputs(mode) }),
  ],
  resolve: { alias },
  define,
  build: {
    target: 'es2022',
    modulePreload: {
      resolveDependencies: (_file: string, deps: string[], { hostType }: { hostType: 'html' | 'js' }) =>
        hostType === 'html' ? deps : [],
    },
    sourcemap: false,
    chunkSizeWarningLimit: 600,
  },
  preview: { port: 4173, strictPort: true, headers: securityHeaders(buildEnv(mode)) },
  server: { port: 5173 },
  test: {
    environment: 'jsdom',
    globals: false,
    setupFiles: ['tests/setup.ts'],
    // tests/build checks the built files, after `vite build` (npm run test:build); the rest needs no build.
    include: process.env.TEST_BUILD
      ? ['tests/build/**/*.test.ts']
      : ['tests/{unit,integration,contract,i18n}/**/*.test.{ts,tsx}'],
    // A whole test: several waits for states (each up to asyncUtilTimeout, tests/setup.ts) on a
    // machine other work loads, where a dialog test's 5 s of CPU take 30 s and more. A test that
    // hangs still fails, at its first wait that sees no state.
    testTimeout: 60_000,
    // One process per worker, not threads, and one worker per core. Vitest's default is one worker
    // fewer than the cores: one on a 2-core machine, and the run used one core (4.5 min; now 3.3).
    // With two worker threads, requests of one test file were answered by another file's mock
    // server (its sessions, so 401s), and 3 to 7 tests failed a run; with processes, none.
    pool: 'forks',
    maxWorkers: '100%',
  },
}));
