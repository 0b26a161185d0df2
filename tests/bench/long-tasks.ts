/**
 * Long tasks after the first paint, at 4x CPU throttling: the JavaScript that keeps a page from
 * answering once it shows something (module evaluation, hydration, the render of the data).
 *
 * Each run opens a page in a fresh browser context (no cache, no service worker left over), with
 * Chromium's CPU slowed 4x through CDP. A PerformanceObserver installed before any script of the
 * page records every 'longtask' (> 50 ms on the main thread) and the first contentful paint; the
 * run ends once the main thread has been free of long tasks for a while (the data has arrived and
 * rendered). Per run two figures, of the tasks that end after FCP:
 * - longest task: the longest such task, in ms;
 * - TBT: the total blocking time, the sum of each task's time after FCP beyond 50 ms.
 * Each page's figure is the median of its runs.
 *
 * `npx tsx tests/bench/long-tasks.ts` builds the site and serves it (tests/bench/support/site.ts;
 * BENCH_PORT picks the port), or measures an already served build at BENCH_ORIGIN. Pages open with
 * `?mockDelay=0`: the demo's simulated latency is not a cost of the app.
 */
import { fileURLToPath } from 'node:url';
import { chromium, type Browser } from '@playwright/test';
import { textTable } from '../support/textTable';
import { loadAverage } from './support/results';
import { buildAndServe, chromeFlags, chromePath } from './support/site';
import { median } from './support/stats';

export type LongTaskFigures = { longestTaskMs: number; tbtMs: number; longTasks: number };
export type PageLongTasks = { page: string; median: LongTaskFigures; runs: LongTaskFigures[] };
type Options = { origin: string; pages?: readonly string[]; runs?: number; cpuThrottling?: number };

const defaultPages = ['/', '/app/dashboard', '/app/trustboard'];
/** Time without a long task after which the page counts as settled (a throttled render of data takes far less to start). */
const quietMs = 3000;
/** A page that never settles is measured up to this long after its navigation. */
const maxRunMs = 45_000;

type Recorded = { fcp: number | null; tasks: { start: number; duration: number }[] };

/** Runs in the page before its own scripts: collects the long tasks and the FCP. */
function observeLongTasks() {
  const recorded: Recorded = { fcp: null, tasks: [] };
  (window as unknown as { longTaskRecord: Recorded }).longTaskRecord = recorded;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) recorded.tasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (entry.name === 'first-contentful-paint') recorded.fcp = entry.startTime;
  }).observe({ type: 'paint', buffered: true });
}

/** The figures of one run's tasks: only the part of each task after FCP counts. */
export function figuresAfterFcp({ fcp, tasks }: Recorded): LongTaskFigures {
  if (fcp === null) throw new Error('The page never painted content');
  let longestTaskMs = 0;
  let tbtMs = 0;
  let longTasks = 0;
  for (const task of tasks) {
    const end = task.start + task.duration;
    if (end <= fcp) continue;
    const afterFcp = end - Math.max(task.start, fcp);
    longTasks += 1;
    longestTaskMs = Math.max(longestTaskMs, task.duration);
    tbtMs += Math.max(0, afterFcp - 50);
  }
  return { longestTaskMs: Math.round(longestTaskMs), tbtMs: Math.round(tbtMs), longTasks };
}

async function runOnce(browser: Browser, url: string, cpuThrottling: number): Promise<LongTaskFigures> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  try {
    await context.addInitScript(observeLongTasks);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuThrottling });
    await page.goto(url, { waitUntil: 'load', timeout: maxRunMs });
    // Settled: FCP has happened and no long task has ended for `quietMs` (the data's render included).
    await page.waitForFunction(
      (quiet) => {
        const { fcp, tasks } = (window as unknown as { longTaskRecord: Recorded }).longTaskRecord;
        const lastEnd = Math.max(0, ...tasks.map((task) => task.start + task.duration));
        return fcp !== null && performance.now() - lastEnd > quiet;
      },
      quietMs,
      { timeout: maxRunMs, polling: 500 },
    );
    return figuresAfterFcp(
      await page.evaluate(() => (window as unknown as { longTaskRecord: Recorded }).longTaskRecord),
    );
  } finally {
    await context.close();
  }
}

/** Measures each page `runs` times against a served production build; for `npm run bench` and the like. */
export async function measureLongTasks({
  origin,
  pages = defaultPages,
  runs = 3,
  cpuThrottling = 4,
}: Options): Promise<PageLongTasks[]> {
  const browser = await chromium.launch({ executablePath: chromePath, args: chromeFlags });
  try {
    const results: PageLongTasks[] = [];
    for (const path of pages) {
      const figures: LongTaskFigures[] = [];
      for (let run = 0; run < runs; run += 1)
        figures.push(await runOnce(browser, `${origin}${path}?mockDelay=0`, cpuThrottling));
      const of = (key: keyof LongTaskFigures) => median(figures.map((one) => one[key]));
      results.push({
        page: path,
        median: { longestTaskMs: of('longestTaskMs'), tbtMs: of('tbtMs'), longTasks: of('longTasks') },
        runs: figures,
      });
    }
    return results;
  } finally {
    await browser.close();
  }
}

/** The results as a text table, every run's figures after the medians. */
export function longTasksTable(results: readonly PageLongTasks[]): string {
  return textTable(
    results.map(({ page, median: figures, runs }) => ({
      page,
      'longest task ms (median)': figures.longestTaskMs,
      'TBT ms (median)': figures.tbtMs,
      'long tasks (median)': figures.longTasks,
      'runs: longest / TBT': runs.map((run) => `${run.longestTaskMs}/${run.tbtMs}`).join('  '),
    })),
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const runs = Number(process.env.BENCH_RUNS ?? 3);
  const loadAtStart = loadAverage();
  const served = process.env.BENCH_ORIGIN
    ? { origin: process.env.BENCH_ORIGIN, close: async () => {} }
    : await buildAndServe();
  try {
    const results = await measureLongTasks({ origin: served.origin, runs });
    console.log(
      `\nLong tasks after FCP, 4x CPU throttling, median of ${runs} runs (load average at start ${loadAtStart.join(', ')})\n`,
    );
    console.log(longTasksTable(results));
  } finally {
    await served.close();
  }
}
