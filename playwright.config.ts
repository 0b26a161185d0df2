import { defineConfig, devices } from '@playwright/test';

// E2E_PORT / E2E_DIST let several builds be tested side by side.
const port = Number(process.env.E2E_PORT ?? 4173);
const outDir = process.env.E2E_DIST ?? 'dist';
const chromium = process.env.CHROME_PATH ?? '/usr/bin/chromium';

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
    launchOptions: {
      executablePath: chromium,
      args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], channel: undefined } },
  ],
  webServer: {
    command: `npx vite preview --port ${port} --strictPort --outDir ${outDir}`,
    url: `http://localhost:${port}`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});
