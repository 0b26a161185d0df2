/**
 * `npm run bench`: builds the site, serves it with the production CSP and runs Lighthouse 5 times
 * per page and preset (mobile = Lighthouse's default, simulated slow 4G and 4x CPU; desktop = its
 * desktop preset) on every route of the page registry (the demo's Link-in-Bio profile for its
 * pattern) and the Korean landing, round by round. Prints every route's medians against its targets
 * (support/targets.ts), the slowest long tasks after the first paint of each route over all its
 * runs, and the first-load bytes (tests/budget/firstLoad.ts, the figure `npm run budget` holds to
 * its budget), and appends the run to bench/results.json with the machine's benchmark index.
 *
 * Quick checks: `npm run bench -- --runs 1 --pages /,/app/dashboard --preset mobile`.
 *
 * Every page is opened with `?mockDelay=0` on both presets: the demo's simulated API latency
 * (500-800 ms) is a product feature, not a cost of the app, and would only add noise.
 */
import { readFileSync, existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { launch } from 'chrome-launcher';
import lighthouse, { desktopConfig, type Config, type Result } from 'lighthouse';
import { textTable } from '../support/textTable';
import { firstLoadTarget, formatKb, measureFirstLoad } from '../budget/firstLoad';
import { spaShell } from '../../src/prerender/plugin';
import { pageAt } from '../../src/app/pagePaths';
import { keepsOutSearchEngines } from '../../src/app/pages';
import { browserSettled, describeSettled, type Settled } from './support/browserSettled';
import { cpuBlockingMs, type TraceEvent } from './support/cpuBlocking';
import { longTasksAfterFcp, scriptTimes, type LongTask } from './support/longTasks';
import { benchOptions, withQuery, type PresetName } from './support/options';
import { appendResults, commitMeasured, loadAverage } from './support/results';
import { benchDist, buildAndServe, chromeFlags, chromePath } from './support/site';
import { median } from './support/stats';
import { phoneAtFourTimes } from './support/phoneClass';
import { describeTargets, missedTargets, targetsFor } from './support/targets';

const presets: Record<PresetName, Config | undefined> = { mobile: undefined, desktop: desktopConfig };
type Preset = PresetName;
const query = '?mockDelay=0';

/**
 * What is kept of one Lighthouse run: category scores (0-100), the five lab metrics, and
 * Lighthouse's benchmark index of the machine at that moment (higher is faster; a busy machine
 * scores lower, and its simulated phone is slower by as much).
 */
type Figures = {
  performance: number;
  accessibility: number;
  seo: number;
  bestPractices: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  /** Blocking time from the main thread's CPU time (support/cpuBlocking.ts): what the page costs, however busy the machine. */
  cpuBlockingMs: number;
  cls: number;
  siMs: number;
  /** Long tasks (50 ms or more) that start after the first contentful paint: how many, and their sum. */
  longTasksAfterFcp: number;
  longTaskMsAfterFcp: number;
  benchmarkIndex: number;
};

/** The SEO and best-practices audits a run failed (scored below 1), by id: what stops 100. */
function failedAudits(lhr: Result): string[] {
  return ['seo', 'best-practices'].flatMap((category) =>
    (lhr.categories[category]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => `${category}/${ref.id}`),
  );
}

function figuresOf({ lhr, traceEvents }: Run): Figures {
  const metric = (id: string) => {
    const value = lhr.audits[id]?.numericValue;
    if (value === undefined) throw new Error(`Lighthouse gave no ${id} for ${lhr.finalDisplayedUrl}`);
    return value;
  };
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const longTasks = longTasksAfterFcp(lhr);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    seo: score('seo'),
    bestPractices: score('best-practices'),
    fcpMs: Math.round(metric('first-contentful-paint')),
    lcpMs: Math.round(metric('largest-contentful-paint')),
    tbtMs: Math.round(metric('total-blocking-time')),
    cpuBlockingMs: cpuBlockingMs(traceEvents, lhr.configSettings.throttling.cpuSlowdownMultiplier ?? 1) ?? Number.NaN,
    cls: Number(metric('cumulative-layout-shift').toFixed(3)),
    siMs: Math.round(metric('speed-index')),
    longTasksAfterFcp: longTasks.length,
    longTaskMsAfterFcp: longTasks.reduce((total, task) => total + task.durationMs, 0),
    benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
  };
}

/**
 * Whether a route asks search engines to keep out (the registry's `robots`: the testnet sandbox).
 * Lighthouse's crawlability audit then fails by design, so it is left out of the page's SEO score.
 */
function noindexRoute(route: string): boolean {
  const page = pageAt(route.split('?')[0]!);
  return page !== undefined && keepsOutSearchEngines(page);
}

/** A run's report, the trace of its page load, and how long the browser's own start took before it. */
type Run = { lhr: Result; traceEvents: TraceEvent[]; browserStart: Settled };

/**
 * One run in a fresh Chromium (fresh profile: no cache, no service worker left from the run
 * before), once the browser has finished its own start (support/browserSettled.ts).
 */
async function runOnce(page: string, url: string, preset: Preset): Promise<Run> {
  const chrome = await launch({ chromePath, chromeFlags, logLevel: 'silent' });
  try {
    const browserStart = await browserSettled(chrome.pid);
    const result = await lighthouse(
      url,
      {
        port: chrome.port,
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'seo', 'best-practices'],
        ...(noindexRoute(page) ? { skipAudits: ['is-crawlable'] } : {}),
      },
      presets[preset],
    );
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    if (result.lhr.runtimeError)
      throw new Error(`${url}: ${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}`);
    return { lhr: result.lhr, traceEvents: result.artifacts.Trace.traceEvents as TraceEvent[], browserStart };
  } finally {
    chrome.kill();
  }
}

const medianOf = (all: Figures[]): Figures => {
  const of = (key: keyof Figures) => median(all.map((figures) => figures[key]));
  return {
    performance: of('performance'),
    accessibility: of('accessibility'),
    seo: of('seo'),
    bestPractices: of('bestPractices'),
    fcpMs: of('fcpMs'),
    lcpMs: of('lcpMs'),
    tbtMs: of('tbtMs'),
    cpuBlockingMs: of('cpuBlockingMs'),
    cls: of('cls'),
    siMs: of('siMs'),
    longTasksAfterFcp: of('longTasksAfterFcp'),
    longTaskMsAfterFcp: of('longTaskMsAfterFcp'),
    benchmarkIndex: of('benchmarkIndex'),
  };
};

// Read before the build too, so a wrong flag fails at once rather than after it.
const { runs, presets: presetsToRun } = benchOptions(process.argv.slice(2), benchDist);
const loadAtStart = loadAverage();
const site = await buildAndServe();
// After the build, so the Korean landing's default (/ko/ or ?lang=ko) sees what was built.
const { pages } = benchOptions(process.argv.slice(2), benchDist);
const builtFile = (file: string) =>
  existsSync(join(benchDist, file)) ? readFileSync(join(benchDist, file)) : undefined;
// The app's first load, as `npm run budget` counts it: from the SPA shell, which loads the entry and
// modulepreloads its static imports. A prerendered page's own HTML (index.html is the landing's)
// names only its stylesheets and the script that starts the app after the first paint.
const shellHtml = existsSync(join(benchDist, spaShell)) ? spaShell : 'index.html';
const firstLoad = measureFirstLoad(readFileSync(join(benchDist, shellHtml), 'utf8'), builtFile);
await mkdir('bench/lhr', { recursive: true });
type ScriptTime = ReturnType<typeof scriptTimes>[number];
/** A long task and the run it was measured in (1-based). */
type RunLongTask = LongTask & { run: number };
type Row = {
  page: string;
  preset: Preset;
  median: Figures;
  missed: string[];
  /** The slowest long tasks after FCP over all runs of the page and preset. */
  slowestLongTasks: RunLongTask[];
  scriptTimeOfLastRun: ScriptTime[];
  runs: Figures[];
};
const results: Row[] = [];
let userAgent = '';
let lighthouseVersion = '';
try {
  const combinations = pages.flatMap((page) =>
    presetsToRun.map((preset) => ({
      page,
      preset,
      runs: [] as Figures[],
      longTasks: [] as RunLongTask[],
      lastScriptTimes: [] as ScriptTime[],
    })),
  );
  // Round by round over every page and preset, so a busy spell of the machine does not fall on one of them only.
  for (let run = 1; run <= runs; run += 1) {
    for (const combination of combinations) {
      const { page, preset, runs: all } = combination;
      const measured = await runOnce(page, `${site.origin}${withQuery(page, query)}`, preset);
      const { lhr } = measured;
      userAgent = lhr.environment.hostUserAgent;
      lighthouseVersion = lhr.lighthouseVersion;
      all.push(figuresOf(measured));
      combination.longTasks.push(...longTasksAfterFcp(lhr).map((task) => ({ ...task, run })));
      combination.lastScriptTimes = scriptTimes(lhr);
      // The last report of each page and preset is kept (not committed) for a closer look: LCP element, shifts, long tasks.
      if (run === runs) await writeFile(`bench/lhr/${page.replace(/\W+/g, '_')}-${preset}.json`, JSON.stringify(lhr));
      const failed = failedAudits(lhr);
      console.log(
        `run ${run}/${runs} ${page} ${preset}: performance ${all.at(-1)!.performance}, SEO ${all.at(-1)!.seo}, best practices ${all.at(-1)!.bestPractices}, TBT ${all.at(-1)!.tbtMs} ms (by CPU time ${all.at(-1)!.cpuBlockingMs} ms), machine index ${all.at(-1)!.benchmarkIndex}, ${describeSettled(measured.browserStart)}${failed.length ? `; failed: ${failed.join(', ')}` : ''}`,
      );
    }
  }
  for (const { page, preset, runs: all, longTasks, lastScriptTimes } of combinations) {
    const figures = medianOf(all);
    results.push({
      page,
      preset,
      median: figures,
      missed: missedTargets(targetsFor(page, preset), figures),
      slowestLongTasks: [...longTasks].sort((a, b) => b.durationMs - a.durationMs).slice(0, 5),
      scriptTimeOfLastRun: lastScriptTimes.slice(0, 5),
      runs: all,
    });
  }
} finally {
  await site.close();
}

const benchmarkIndex = median(results.flatMap((row) => row.runs.map((figures) => figures.benchmarkIndex)));
console.log(
  `\nLighthouse medians of ${runs} runs (pages opened with ${query}; machine benchmark index ${benchmarkIndex}, by Lighthouse's guide ${phoneAtFourTimes(benchmarkIndex)}; load average at start ${loadAtStart.join(', ')})\n`,
);
console.log(
  textTable(
    results.map(({ page, preset, median: figures, missed }) => ({
      page,
      preset,
      performance: figures.performance,
      accessibility: figures.accessibility,
      SEO: figures.seo,
      'best practices': figures.bestPractices,
      'FCP ms': figures.fcpMs,
      'LCP ms': figures.lcpMs,
      'TBT ms': figures.tbtMs,
      'TBT by CPU ms': figures.cpuBlockingMs,
      CLS: figures.cls,
      'SI ms': figures.siMs,
      'long tasks after FCP': `${figures.longTasksAfterFcp} (${figures.longTaskMsAfterFcp} ms)`,
      target: describeTargets(targetsFor(page, preset)),
      '': missed.length === 0 ? 'met' : `MISSED: ${missed.join(', ')}`,
    })),
  ),
);
const missedRows = results.filter((row) => row.missed.length > 0);
console.log(
  `\n${results.length - missedRows.length} of ${results.length} routes and presets meet their targets${missedRows.length > 0 ? `; missed: ${missedRows.map((row) => `${row.page} ${row.preset}`).join(', ')}` : ''}`,
);
console.log(`\nSlowest long tasks after FCP per route, over all ${runs} runs (mobile times simulated, as its TBT):`);
for (const row of results) {
  console.log(
    `  ${row.page} ${row.preset}: ${row.slowestLongTasks.map((task) => `${task.durationMs} ms at ${task.startMs} ms (${task.url || 'unattributed'}, run ${task.run})`).join('; ') || 'none'}`,
  );
  console.log(
    `    script time (last run): ${row.scriptTimeOfLastRun.map((script) => `${script.url} ${script.scriptingMs} ms`).join('; ')}`,
  );
}
const firstLoadMissed = firstLoad.gzipBytes > firstLoadTarget;
console.log(
  `\nFirst load (entry + preloads + CSS): ${formatKb(firstLoad.gzipBytes)} gzip in ${firstLoad.files.length} files, target ${formatKb(firstLoadTarget)}: ${firstLoadMissed ? 'missed' : 'met'}`,
);

await appendResults('lighthouse', {
  date: new Date().toISOString(),
  commit: commitMeasured(),
  tool: `lighthouse ${lighthouseVersion}`,
  browser: userAgent.match(/(HeadlessChrome|Chrome)\/[\d.]+/)?.[0] ?? userAgent,
  benchmarkIndex,
  loadAverageAtStart: loadAtStart,
  runsPerPage: runs,
  query,
  firstLoad: { gzipBytes: firstLoad.gzipBytes, files: firstLoad.files.length, largest: firstLoad.files.slice(0, 5) },
  results,
});
