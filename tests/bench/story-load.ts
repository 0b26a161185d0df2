/**
 * `npm run bench:stories`: how long a page story of the static Storybook build (`npm run
 * build-storybook`) takes to show its loaded state, as a designer meets it:
 * - cold: the preview opened on the story (a first visit, or a reload): from navigation start;
 * - warm: another story picked in the sidebar of an open Storybook (the preview sends
 *   `setCurrentStory`, as the manager does): from that moment.
 * Loaded: the story has rendered and a frame shows its page with no skeleton, busy part or
 * spinner left (tests/pictures/stories.ts `loadingIndicators`). Every Loaded page story is timed
 * `BENCH_REPEATS` times (default 5), in turns, on a quiet machine's figures: compare with the load
 * average it prints. The run is kept in bench/results.json (`stories`).
 */
import { readFile } from 'node:fs/promises';
import { chromium, type Page } from '@playwright/test';
import { loadingIndicators } from '../pictures/stories';
import { serveStorybook } from '../support/storybookServer';
import { textTable } from '../support/textTable';
import { commitMeasured, loadAverage, saveResults } from './support/results';
import { chromeFlags, chromePath } from './support/site';
import { median } from './support/stats';

const dir = process.env.STORYBOOK_DIR ?? 'storybook-static';
const port = Number(process.env.BENCH_STORIES_PORT ?? 6406);
const repeats = Number(process.env.BENCH_REPEATS ?? 5);
const origin = `http://127.0.0.1:${port}`;

type IndexEntry = { id: string; title: string; name: string; type: string };
const index = JSON.parse(
  await readFile(`${dir}/index.json`, 'utf8').catch(() => {
    throw new Error(`${dir}/index.json not found: run npm run build-storybook first`);
  }),
) as { entries: Record<string, IndexEntry> };
const stories = Object.values(index.entries).filter(
  (entry) => entry.type === 'story' && entry.title.startsWith('Pages/') && entry.name === 'Loaded',
);

/**
 * How long the story took to show a frame with its data, after it rendered: from navigation start
 * (cold: `storyId` undefined, the story the address named) or from picking `storyId`.
 */
function timeToLoaded(page: Page, storyId: string | undefined): Promise<number> {
  return page.evaluate(
    ({ id, indicators }) =>
      new Promise<number>((resolve, reject) => {
        let start = 0;
        type Channel = {
          on: (event: string, listener: (...args: unknown[]) => void) => void;
          off: (event: string, listener: (...args: unknown[]) => void) => void;
          emit: (event: string, ...args: unknown[]) => void;
        };
        const channel = (window as unknown as { __STORYBOOK_ADDONS_CHANNEL__: Channel }).__STORYBOOK_ADDONS_CHANNEL__;
        const root = document.getElementById('storybook-root');
        const shown = () =>
          Boolean(root && root.textContent && !document.querySelector(indicators) && !root.querySelector('.sb-loader'));
        const watch = () => {
          const frame = () => (shown() ? resolve(performance.now() - start) : requestAnimationFrame(frame));
          requestAnimationFrame(frame);
        };
        const failed = (error: unknown) => reject(new Error(`story failed: ${String(error)}`));
        // Cold: the story was asked for in the address; it may have rendered already.
        if (id === undefined) return watch();
        const rendered = () => {
          channel.off('storyRendered', rendered);
          channel.off('storyErrored', failed);
          watch();
        };
        channel.on('storyRendered', rendered);
        channel.on('storyErrored', failed);
        start = performance.now();
        channel.emit('setCurrentStory', { storyId: id, viewMode: 'story' });
      }),
    { id: storyId, indicators: loadingIndicators },
  );
}

const server = await serveStorybook(dir, port);
const browser = await chromium.launch({ executablePath: chromePath, args: chromeFlags });
const load = loadAverage();
try {
  const cold: number[] = [];
  const warm = new Map<string, number[]>(stories.map((story) => [story.id, []]));
  for (let round = 1; round <= repeats; round += 1) {
    const page = await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
    // tsx keeps functions' names with a helper the page does not have.
    await page.addInitScript({ content: 'window.__name = (target) => target;' });
    const first = stories[(round - 1) % stories.length]!;
    await page.goto(`${origin}/iframe.html?viewMode=story&id=${first.id}&globals=a11y.manual:!true`);
    cold.push(await timeToLoaded(page, undefined));
    // In turns: every story once a round, so a busy spell of the machine falls on all of them.
    for (const story of stories) {
      if (story.id === first.id) continue;
      warm.get(story.id)!.push(await timeToLoaded(page, story.id));
    }
    await page.context().close();
    console.log(`round ${round}/${repeats} done`);
  }
  // With one round, the story opened cold has no pick of its own.
  const picked = stories.filter((story) => warm.get(story.id)!.length > 0);
  const rows = picked.map((story) => {
    const times = warm.get(story.id)!;
    return {
      story: story.title.replace('Pages/', ''),
      medianMs: Math.round(median(times)),
      maxMs: Math.round(Math.max(...times)),
    };
  });
  console.log(`\nPage stories (Loaded), ${repeats} rounds; load average at start ${load.join(', ')}`);
  console.log(
    textTable(
      rows.map((row) => ({ story: row.story, 'picked in the sidebar: median ms': row.medianMs, 'max ms': row.maxMs })),
    ),
  );
  const coldMedian = Math.round(median(cold));
  console.log(
    `\nCold (the preview opened on a story, from navigation start): median ${coldMedian} ms of ${cold.length}`,
  );
  const slow = rows.filter((row) => row.medianMs > 1000);
  console.log(
    slow.length
      ? `Over 1 s: ${slow.map((row) => row.story).join(', ')}`
      : 'Every page story shows its loaded state within 1 s.',
  );
  await saveResults('stories', {
    date: new Date().toISOString(),
    commit: commitMeasured(),
    loadAverageAtStart: load,
    repeats,
    coldMedianMs: coldMedian,
    cold: cold.map(Math.round),
    stories: rows,
  });
} finally {
  await browser.close();
  server.close();
}
