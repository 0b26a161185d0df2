/**
 * `npm run bench:trustboard`: the Trustboard of a trader with 10,000 reconciliation records, at 4x
 * CPU throttling. The mock database is grown in Node with the project's own seed and snapshot code
 * (mocks/bulk-history.ts, mocks/persist.ts) and written to IndexedDB before the demo backend starts, so the
 * browser restores it as it would a long history. Pages open with `?mockDelay=0`: what is measured
 * is the app and the mock handler, not the demo's simulated latency.
 *
 * For each interaction (a real click through Playwright) two figures:
 * - INP-like: the longest Event Timing entry of that interaction (PerformanceObserver, type
 *   'event', durationThreshold 16; pointerdown, pointerup and click share an interactionId):
 *   input delay + handlers + the next paint. Below 16 ms Chrome reports no entry, shown as "<16".
 * The pointer comes to the control and rests there before the press, and the press lasts as a
 * finger's does (`pressMs` between down and up): a synthetic click sends hover, down, up and click
 * in one task, and their handlers' sum would be reported as one event's delay.
 * - rows painted: from the click's timestamp until the frame after the table's rows changed
 *   (the data came back through the service worker and React rendered it).
 * Before each click the control is scrolled into view and the main thread left to settle (see
 * `settledMs`); the longest task it waited through is reported beside the click's figures.
 */
import { fileURLToPath } from 'node:url';
import { chromium, type Locator, type Page } from '@playwright/test';
import { createMockEnv } from '@mocks/env';
import { primaryKeyOf, storedDataOf } from '@mocks/persist';
import { addBulkHistory, benchmarkScale } from '@mocks/bulk-history';
import { textTable } from '../support/textTable';
import { unregisterDemoBackend, writeDataset } from '../e2e/support/demoBackend';
import { loadAverage, saveResults } from './support/results';
import { buildAndServe, chromeFlags, chromePath } from './support/site';
import { median } from './support/stats';

const repeats = Number(process.env.BENCH_REPEATS ?? 5);
const cpuThrottling = 4;
const tableSelector = 'table[aria-label="Transaction Reconciliation"]';

type Timing = { inp: number | null; painted: number; settling: number };
type Interaction = { name: string; url: string; target: (page: Page) => Locator };

type Probe = {
  events: { name: string; interactionId: number; start: number; duration: number }[];
  arm(rowsSelector: string): void;
  quiet(ms: number): Promise<number>;
  pending: Promise<{ clickAt: number; paintedAt: number }>;
};
const probeScript = fileURLToPath(new URL('./support/interaction-probe.js', import.meta.url));
const rowSelector = `${tableSelector} tbody tr`;
/** A click whose rows never change (the view was already what it asks for) fails the run instead of waiting forever. */
const rowsTimeoutMs = 60_000;

/**
 * How long the main thread has had no long task before a click: a reader scrolls to the control,
 * and what coming near the screen starts (the ledger proof's checks of the weekly signatures, a task
 * a week) runs before they tap. What that costs is reported on its own, not in the click.
 */
const settledMs = 1000;
/** How long a tap holds the control down: a finger's press is about 50 to 100 ms. */
const pressMs = 80;

async function measure(page: Page, target: Locator): Promise<Timing> {
  await target.scrollIntoViewIfNeeded();
  await target.hover();
  const settling = await page.evaluate(
    (ms) => (window as unknown as { interactionProbe: Probe }).interactionProbe.quiet(ms),
    settledMs,
  );
  await page.evaluate(
    (selector) => (window as unknown as { interactionProbe: Probe }).interactionProbe.arm(selector),
    rowSelector,
  );
  await target.click({ delay: pressMs });
  const { clickAt, paintedAt } = await page.evaluate(
    (timeoutMs) =>
      Promise.race([
        (window as unknown as { interactionProbe: Probe }).interactionProbe.pending,
        new Promise<never>((_, reject) =>
          setTimeout(() => reject(new Error(`the rows did not change within ${timeoutMs} ms of the click`)), timeoutMs),
        ),
      ]),
    rowsTimeoutMs,
  );
  // Event Timing entries are delivered after the frame they end in: give them a moment.
  await page.waitForTimeout(300);
  const events = await page.evaluate(() => (window as unknown as { interactionProbe: Probe }).interactionProbe.events);
  const click = events.find((entry) => entry.name === 'click' && Math.abs(entry.start - clickAt) < 50);
  const ofThisClick = click ? events.filter((entry) => entry.interactionId === click.interactionId) : [];
  return {
    inp: ofThisClick.length > 0 ? Math.max(...ofThisClick.map((entry) => entry.duration)) : null,
    painted: paintedAt - clickAt,
    settling,
  };
}

/** The pagination's total ("1–20 of 10030"): proves the large database really was restored. */
async function totalRecords(page: Page): Promise<number> {
  const label = await page.locator('.MuiTablePagination-displayedRows').textContent();
  return Number(
    label
      ?.replace(/[^\d\s]/g, ' ')
      .trim()
      .split(/\s+/)
      .at(-1),
  );
}

const header = (page: Page, name: string) => page.getByRole('columnheader', { name }).getByRole('button');
const interactions: Interaction[] = [
  {
    name: 'next page',
    url: '/app/trustboard',
    target: (page) =>
      page.getByRole('region', { name: 'Transaction Reconciliation' }).getByRole('button', { name: /next page/i }),
  },
  {
    name: 'discrepancies only (chip on)',
    url: '/app/trustboard',
    target: (page) => page.getByRole('button', { name: 'Apply filter: Discrepancies only' }),
  },
  {
    name: 'all records (chip off)',
    url: '/app/trustboard?filter=discrepancy',
    target: (page) => page.getByRole('button', { name: 'Remove filter: Discrepancies only' }),
  },
  { name: 'sort by amount', url: '/app/trustboard', target: (page) => header(page, 'Amount') },
  { name: 'sort by timestamp, oldest first', url: '/app/trustboard', target: (page) => header(page, 'Timestamp') },
];

const loadAtStart = loadAverage();
const env = createMockEnv({ dataset: 'demo' });
addBulkHistory(env.db, env.now(), benchmarkScale);
const grown = storedDataOf(env.db);

const site = await buildAndServe();
const browser = await chromium.launch({ executablePath: chromePath, args: chromeFlags });
const results: { interaction: string; runs: Timing[] }[] = [];
try {
  for (const interaction of interactions) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.addInitScript({ path: probeScript });
    const page = await context.newPage();
    // The large database goes where the demo backend keeps it (IndexedDB), and a new worker starts from it.
    await page.goto(`${site.origin}/?mockDelay=0`);
    await page.locator('html[data-demo-backend="ready"]').waitFor({ state: 'attached', timeout: 60_000 });
    await writeDataset(page, 'demo', grown, primaryKeyOf);
    await unregisterDemoBackend(page);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuThrottling });
    const open = async (url: string) => {
      await page.goto(`${site.origin}${url}${url.includes('?') ? '&' : '?'}mockDelay=0`);
      await page.locator(rowSelector).first().waitFor();
    };
    await open('/app/trustboard');
    const total = await totalRecords(page);
    if (total < benchmarkScale.reconciliations)
      throw new Error(`The Trustboard shows ${total} records: the large database was not restored`);
    console.log(`${interaction.name}: ${repeats} runs after a warm-up`);
    const runs: Timing[] = [];
    // One run more than measured: the first click of a kind also loads code and warms caches.
    for (let run = 0; run <= repeats; run += 1) {
      await open(interaction.url);
      const timing = await measure(page, interaction.target(page));
      if (run > 0) runs.push(timing);
    }
    results.push({ interaction: interaction.name, runs });
    await context.close();
  }
} finally {
  await browser.close();
  await site.close();
}

const ms = (value: number) => Math.round(value);
const summary = results.map(({ interaction, runs }) => {
  const inps = runs.map((run) => run.inp ?? 0);
  return {
    interaction,
    'INP-like median ms': runs.every((run) => run.inp === null) ? '<16' : ms(median(inps)),
    'INP-like max ms': runs.every((run) => run.inp === null) ? '<16' : ms(Math.max(...inps)),
    'rows painted median ms': ms(median(runs.map((run) => run.painted))),
    'rows painted max ms': ms(Math.max(...runs.map((run) => run.painted))),
    'longest task before the click ms': ms(Math.max(...runs.map((run) => run.settling))),
  };
});
console.log(
  `\nTrustboard with ${env.db.reconciliation.count()} records, ${cpuThrottling}x CPU throttling, ${repeats} runs each after a warm-up (load average at start ${loadAtStart.join(', ')})\n`,
);
console.log(textTable(summary));
await saveResults('trustboard', {
  date: new Date().toISOString(),
  loadAverageAtStart: loadAtStart,
  records: env.db.reconciliation.count(),
  cpuThrottling,
  repeats,
  results: summary,
  runs: results,
});
