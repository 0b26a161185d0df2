/**
 * Compares two builds pixel by pixel: every page of the registry (and the not-found page), at a
 * phone's 360 × 740 and a desktop's 1280 × 800, full page, in English, once each page has its data.
 *
 *   npx tsx tests/visual/compare-builds.ts --before <dist dir> --after <dist dir> [--out <dir>]
 *     [--ports 4601,4602] [--only /app/payouts,/deals] [--widths 360,1280]
 *
 * It serves each build with `vite preview` (the production CSP and rewrites), opens each page in
 * both, takes full-page screenshots with animations stopped and writes for each page that differs
 * the two screenshots and a diff image to `--out` (default a folder in the system's temp dir). It
 * prints one line per page and size: the pixels that differ and their share. Differences from the
 * demo's clock (times, "x minutes ago") are expected; anything else is a change to look at.
 * Exits 1 when a page could not be compared (it did not load, or its height changed).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium, type Browser, type Page } from 'playwright-core';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';
import { pagePaths } from '../../src/app/pagePaths';

const { values: args } = parseArgs({
  options: {
    before: { type: 'string' },
    after: { type: 'string' },
    out: { type: 'string', default: join(tmpdir(), 'compare-builds') },
    ports: { type: 'string', default: '4601,4602' },
    only: { type: 'string' },
    widths: { type: 'string', default: '360,1280' },
  },
});
if (!args.before || !args.after) {
  console.error('usage: npx tsx tests/visual/compare-builds.ts --before <dist dir> --after <dist dir> [--out <dir>]');
  process.exit(2);
}

const viewports: Record<string, { width: number; height: number }> = {
  '360': { width: 360, height: 740 },
  '1280': { width: 1280, height: 800 },
};
const paths = args.only ? args.only.split(',') : [...pagePaths, '/no/such/page'];
const [beforePort, afterPort] = args.ports.split(',').map(Number) as [number, number];

/** `vite preview` of one build on one port, resolved once it answers. */
async function serve(dir: string, port: number): Promise<ChildProcess> {
  const server = spawn('npx', ['vite', 'preview', '--outDir', resolve(dir), '--port', String(port), '--strictPort'], {
    stdio: ['ignore', 'pipe', 'inherit'],
    detached: true,
  });
  for (let attempt = 0; attempt < 120; attempt += 1) {
    try {
      if ((await fetch(`http://localhost:${port}/`)).ok) return server;
    } catch {
      // not up yet
    }
    await new Promise((done) => setTimeout(done, 500));
  }
  throw new Error(`vite preview of ${dir} did not answer on port ${port}`);
}

const stop = (server: ChildProcess) => {
  if (server.pid) process.kill(-server.pid, 'SIGTERM');
};

/** Opens a page and waits until the app is in, the demo backend answers, the network rests and no skeleton is left. */
async function settle(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.locator('html[data-app-ready]').waitFor({ state: 'attached', timeout: 60_000 });
  await page.locator('html[data-demo-backend="ready"]').waitFor({ state: 'attached', timeout: 60_000 });
  await page.waitForLoadState('networkidle');
  await page
    .waitForFunction(() => document.querySelectorAll('.MuiSkeleton-root').length === 0, null, { timeout: 15_000 })
    .catch(() => undefined);
  // Fonts, images and a last transition.
  await page.evaluate(() => document.fonts.ready);
  await page.waitForTimeout(400);
}

async function screenshot(browser: Browser, port: number, path: string, width: string): Promise<PNG> {
  const context = await browser.newContext({ viewport: viewports[width], reducedMotion: 'reduce', locale: 'en-US' });
  const page = await context.newPage();
  const joiner = path.includes('?') ? '&' : '?';
  await settle(page, `http://localhost:${port}${path}${joiner}lang=en&mockDelay=0`);
  const png = PNG.sync.read(await page.screenshot({ fullPage: true, animations: 'disabled', caret: 'hide' }));
  await context.close();
  return png;
}

type Row = { path: string; width: string; differing: number; share: number; note?: string };

async function main() {
  mkdirSync(args.out!, { recursive: true });
  const servers = [await serve(args.before!, beforePort), await serve(args.after!, afterPort)];
  // Stopped early (Ctrl-C, kill): the servers go too.
  for (const signal of ['SIGINT', 'SIGTERM'] as const)
    process.on(signal, () => {
      servers.forEach(stop);
      process.exit(130);
    });
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--hide-scrollbars',
      '--font-render-hinting=none',
    ],
  });
  const rows: Row[] = [];
  let broken = false;
  try {
    for (const width of args.widths.split(',')) {
      for (const path of paths) {
        const name = `${width}${path.replace(/[^a-z0-9]+/gi, '_')}`;
        try {
          const before = await screenshot(browser, beforePort, path, width);
          const after = await screenshot(browser, afterPort, path, width);
          // Pages of another height are compared over the common part, and said so.
          const w = Math.min(before.width, after.width);
          const h = Math.min(before.height, after.height);
          const crop = (png: PNG) => {
            const out = new PNG({ width: w, height: h });
            PNG.bitblt(png, out, 0, 0, w, h, 0, 0);
            return out;
          };
          const [a, b] = [crop(before), crop(after)];
          const diff = new PNG({ width: w, height: h });
          const differing = pixelmatch(a.data, b.data, diff.data, w, h, { threshold: 0 });
          const note =
            before.height !== after.height || before.width !== after.width
              ? `size ${before.width}×${before.height} → ${after.width}×${after.height}`
              : undefined;
          if (note) broken = true;
          rows.push({ path, width, differing, share: differing / (w * h), note });
          if (differing > 0 || note) {
            writeFileSync(join(args.out!, `${name}.before.png`), PNG.sync.write(before));
            writeFileSync(join(args.out!, `${name}.after.png`), PNG.sync.write(after));
            writeFileSync(join(args.out!, `${name}.diff.png`), PNG.sync.write(diff));
          }
        } catch (error) {
          broken = true;
          rows.push({ path, width, differing: -1, share: 0, note: String(error).split('\n')[0] });
        }
        const row = rows.at(-1)!;
        console.log(
          `${row.width.padStart(4)} ${row.path.padEnd(22)} ${row.differing < 0 ? 'failed' : `${row.differing} px (${(row.share * 100).toFixed(3)}%)`}${row.note ? `  ${row.note}` : ''}`,
        );
      }
    }
  } finally {
    await browser.close();
    servers.forEach(stop);
  }
  writeFileSync(join(args.out!, 'report.json'), JSON.stringify(rows, null, 2));
  console.log(
    `\n${rows.filter((row) => row.differing > 0).length} of ${rows.length} screenshots differ; images in ${args.out}`,
  );
  process.exit(broken ? 1 : 0);
}

void main();
