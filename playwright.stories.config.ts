import { chromePath, quietChromiumFlags } from './tests/support/chromium';
import { defineConfig } from '@playwright/test';

const port = Number(process.env.STORIES_PORT ?? 6106);
const storybookDir = process.env.STORYBOOK_DIR ?? 'storybook-static';

/**
 * The story tests (tests/pictures): every story of the static Storybook build (`npm run
 * build-storybook`), served once, opened by id in one page per worker, checked (render and
 * console errors, its state, axe) and compared with its reference picture.
 * `npm run test:pictures:update` (`--update-snapshots`) rewrites the references that differ;
 * tests/pictures/picture.ts says how pictures are kept and compared.
 */
export default defineConfig({
  testDir: 'tests/pictures',
  // Each worker keeps one Storybook page and renders story after story in it.
  fullyParallel: true,
  workers: 2,
  retries: 0,
  // Generous for a busy machine (npm test shares its cores): a story opened cold loads Storybook's
  // preview first. A passing story takes a few seconds; only a failing one waits this long.
  timeout: 60_000,
  expect: { timeout: 20_000 },
  // The references (tests/pictures/references) are committed; the expected, actual and diff
  // pictures of a failure go to test-results/pictures (git-ignored).
  outputDir: 'test-results/pictures',
  // A missing reference is written locally (and the test fails once); CI never writes one.
  updateSnapshots: process.env.CI ? 'none' : 'missing',
  reporter: process.env.CI ? 'dot' : 'list',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: {
      executablePath: chromePath,
      // The same pixels on every run and machine of the same Chromium and fonts: no font hinting,
      // grey-scale antialiasing (no subpixel text), no GPU raster. No partial raster: otherwise a
      // tile is redrawn only where the previous story's content differed, and a rounded corner cut
      // by that edge (an error card's, a button's) came out 1 off in a channel depending on which
      // story came before.
      args: [
        ...quietChromiumFlags,
        '--font-render-hinting=none',
        '--disable-lcd-text',
        '--disable-font-subpixel-positioning',
        '--force-color-profile=srgb',
        '--hide-scrollbars',
        '--disable-partial-raster',
      ],
    },
  },
  webServer: {
    command: `npx tsx tests/pictures/serve.ts ${storybookDir} ${port}`,
    url: `http://127.0.0.1:${port}/index.json`,
    reuseExistingServer: !process.env.CI,
    timeout: 30_000,
  },
});
