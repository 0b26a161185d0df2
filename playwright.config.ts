import { chromePath, quietChromiumFlags } from './tests/support/chromium';
import { defineConfig, devices } from '@playwright/test';

// E2E_PORT / E2E_DIST let several builds be tested side by side.
const port = Number(process.env.E2E_PORT ?? 4173);
const outDir = process.env.E2E_DIST ?? 'dist';

/**
 * The live build (tests/e2e/live.spec.ts): its own build output, made with `VITE_API_MODE=live` and
 * `VITE_API_BASE_URL` = `npm run mock-server` on another port, served by `vite preview` on a third,
 * so every request crosses origins (site on localhost, API on 127.0.0.1) under the build's CSP.
 * The build is made again whenever it is older than the main build (`npm test` always makes that
 * first) or was made for another API address; otherwise it is reused.
 */
const live = {
  port: Number(process.env.E2E_LIVE_PORT ?? 4391),
  outDir: 'dist-live',
  env: {
    VITE_API_MODE: 'live',
    VITE_API_BASE_URL: `http://127.0.0.1:${Number(process.env.E2E_LIVE_API_PORT ?? 9391)}`,
  },
};
const liveBuildIsCurrent = [
  `[ ${live.outDir}/index.html -nt ${outDir}/index.html ]`,
  `grep -rqsF '${live.env.VITE_API_BASE_URL}' ${live.outDir}/assets`,
].join(' && ');
const liveBuild = `npx vite build --outDir ${live.outDir} --emptyOutDir --logLevel warn`;

/**
 * End-to-end tests against the production build (`vite build` + `vite preview`) with the real
 * service worker, in Debian's Chromium (browsers cannot be downloaded here).
 */
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: 'list',
  use: {
    baseURL: `http://localhost:${port}`,
    trace: 'retain-on-failure',
    // Reduced motion, as the app honours it (src/app/theme.ts: every animation plays once, at once),
    // but in the specs of what a person does and sees move, which call `test.use(withMotion)`
    // (tests/e2e/support/fixtures.ts). With no GPU, Chromium draws every frame of a looping
    // animation (skeleton pulse, spinners, the landing marquee) on the CPU, in its GPU and browser
    // processes, also while a sweep waits or scans: in the a11y and faults specs those two took
    // 231 s of CPU with motion and 85 without, and the two specs 4.5 min instead of 3.4.
    reducedMotion: 'reduce',
    launchOptions: {
      executablePath: chromePath,
      args: [...quietChromiumFlags],
    },
  },
  projects: [
    { name: 'desktop', testIgnore: /live\.spec\.ts/, use: { ...devices['Desktop Chrome'], channel: undefined } },
    {
      name: 'live',
      testMatch: /live\.spec\.ts/,
      use: { ...devices['Desktop Chrome'], channel: undefined, baseURL: `http://localhost:${live.port}` },
    },
  ],
  webServer: [
    {
      command: `npx vite preview --port ${port} --strictPort --outDir ${outDir}`,
      url: `http://localhost:${port}`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
    {
      // A fresh mock backend every run: the live spec's claims and links start from the seeded demo account.
      command: 'npm run mock-server',
      env: { PORT: new URL(live.env.VITE_API_BASE_URL).port, HOST: '127.0.0.1', MOCK_DATASET: 'demo' },
      url: `${live.env.VITE_API_BASE_URL}/api/me`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      // The preview reads the same variables as the build, so it serves that build's CSP (connect-src with the API origin).
      command: `{ ${liveBuildIsCurrent} || ${liveBuild}; } && npx vite preview --port ${live.port} --strictPort --outDir ${live.outDir}`,
      env: live.env,
      url: `http://localhost:${live.port}`,
      reuseExistingServer: !process.env.CI,
      timeout: 300_000,
    },
  ],
});
