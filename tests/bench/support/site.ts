import { chromePath, quietChromiumFlags } from '../../support/chromium';
import { build, preview, type PreviewServer } from 'vite';

/** Where the benchmarks build and serve the site (never `dist/` or port 4173, which `npm test` and `npm start` use). */
export const benchDist = process.env.BENCH_DIST ?? 'dist-perf';
export const benchPort = Number(process.env.BENCH_PORT ?? 4301);

/**
 * Builds the production site and serves it with `vite preview`, which sends the production
 * Content-Security-Policy of vite.config.ts, exactly as `npm start` does.
 */
export async function buildAndServe(): Promise<{ origin: string; close: () => Promise<void> }> {
  await build({ logLevel: 'warn', build: { outDir: benchDist, emptyOutDir: true } });
  const server: PreviewServer = await preview({
    logLevel: 'warn',
    build: { outDir: benchDist },
    preview: { port: benchPort, strictPort: true },
  });
  return { origin: `http://localhost:${benchPort}`, close: () => server.close() };
}

/** Flags for a quiet, reproducible headless Chromium on a CI machine. */
export const chromeFlags = ['--headless=new', ...quietChromiumFlags];
export { chromePath };
