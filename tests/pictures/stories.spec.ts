import fs from 'node:fs';
import path from 'node:path';
import { test as base, expect, type Page, type Request } from '@playwright/test';
import { expectPicture, referencesDir } from './picture';
import { demoAccountFigures, emptyText, expectedState, loadingIndicators, sizeOf, type StoryFacts } from './stories';
import { violationsOnly } from '../support/axe';
import { clippedTabs } from './tabs';

/**
 * Every story of the static Storybook build, in Chromium, one after another in the same page
 * (Storybook's preview renders another story without a reload):
 * - it renders, its play function passes, and nothing is written to the console as an error;
 * - it shows its state: Loading a loading indicator and no error; Error the one error state
 *   (role=alert with Try again); Empty an empty account (none of the demo account's figures, the
 *   page's own empty text); SignedOut the one sign-in prompt; any other story its loaded content,
 *   with no skeleton left;
 * - axe finds no WCAG A/AA violation (parameters.a11y, as the accessibility panel shows it);
 * - its picture matches the reference in tests/pictures/references (fixed viewport, no
 *   animation, a fixed clock for the page and the mock backend's data, seeded Math.random and random bytes);
 *   picture.ts says how pictures are kept and compared.
 */
const storybookDir = process.env.STORYBOOK_DIR ?? 'storybook-static';
const indexFile = path.join(storybookDir, 'index.json');
if (!fs.existsSync(indexFile)) throw new Error(`${indexFile} is missing: run npm run build-storybook first`);
type Entry = { id: string; title: string; name: string; type: 'story' | 'docs'; tags?: string[] };
const entries = Object.values(
  (JSON.parse(fs.readFileSync(indexFile, 'utf8')) as { entries: Record<string, Entry> }).entries,
);
const stories = entries.filter((entry) => entry.type === 'story');

/** The instant every story sees (the page's Date, and so the mock backend's seeds and answers). */
export const fixedNow = new Date('2026-11-20T09:30:00Z');

const noMotion = `*, *::before, *::after {
  animation-duration: 0s !important; animation-delay: 0s !important; animation-iteration-count: 1 !important;
  transition: none !important; caret-color: transparent !important; scroll-behavior: auto !important;
}
.MuiTouchRipple-root { display: none !important; }`;

/**
 * Toasts come and go on timers (5 s, 8 s): whether one still shows when the picture is taken
 * depends on the machine's speed, so they are left out of every picture but their own stories'.
 */
const transient = '.MuiSnackbar-root { visibility: hidden !important; }';

/** The page, its console errors, and the API requests it has sent that have not finished yet. */
type Preview = { page: Page; errors: string[]; pending: Set<Request> };

const test = base.extend<object, { preview: Preview }>({
  preview: [
    async ({ browser }, use) => {
      const context = await browser.newContext({
        viewport: sizeOf(undefined),
        deviceScaleFactor: 1,
        reducedMotion: 'reduce',
        colorScheme: 'light',
        locale: 'en-US',
        timezoneId: 'UTC',
      });
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' && !expectedStatus.test(message.text())) errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(`${error.name}: ${error.message}`));
      const pending = new Set<Request>();
      const api = (request: Request) => new URL(request.url()).pathname.startsWith('/api/');
      page.on('request', (request) => void (api(request) && pending.add(request)));
      page.on('requestfinished', (request) => void pending.delete(request));
      page.on('requestfailed', (request) => void pending.delete(request));
      await page.clock.setFixedTime(fixedNow);
      // A seeded Math.random, reset before each story (the mock's next best action draws one).
      await page.addInitScript(() => {
        let seed = 1;
        const w = window as unknown as { __seedRandom: (value: number) => void };
        w.__seedRandom = (value: number) => void (seed = value);
        Math.random = () => {
          seed = (seed + 0x6d2b79f5) | 0;
          let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
          t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
          return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
        };
        // Random bytes are seeded too: a story's owner key (the ledger proof, 32 bytes) is made of
        // them, and its fingerprint and the hashes under it are drawn on the page. Each call's bytes
        // depend only on its size and how many calls of that size the story made before it, not on
        // the calls of libraries that keep a pool of random bytes across stories (ids of the mock's
        // database), whose refills come at times that depend on the stories before.
        const callsBySize = new Map<number, number>();
        const reset = w.__seedRandom;
        w.__seedRandom = (value: number) => {
          reset(value);
          callsBySize.clear();
        };
        crypto.getRandomValues = <T extends ArrayBufferView | null>(array: T): T => {
          if (array) {
            const bytes = new Uint8Array(array.buffer, array.byteOffset, array.byteLength);
            const call = callsBySize.get(bytes.length) ?? 0;
            callsBySize.set(bytes.length, call + 1);
            let state = Math.imul(bytes.length, 0x9e3779b1) ^ Math.imul(call + 1, 0x85ebca6b);
            for (let index = 0; index < bytes.length; index++) {
              state = Math.imul(state ^ (state >>> 15), 0x2c1b3c6d) + index;
              bytes[index] = (state >>> 24) & 0xff;
            }
          }
          return array;
        };
      });
      // The accessibility addon checks each story when asked (below, once the story shows its
      // state), not on its own right after the play function, while a page may still be loading.
      await page.goto('/iframe.html?viewMode=story&globals=a11y.manual:!true');
      await page.addStyleTag({ content: noMotion });
      await page.waitForFunction(() =>
        Boolean((window as unknown as StorybookWindow).__STORYBOOK_PREVIEW__?.storyStoreValue),
      );
      await use({ page, errors, pending });
      await context.close();
    },
    { scope: 'worker' },
  ],
});

type StorybookWindow = {
  __STORYBOOK_PREVIEW__?: {
    storyStoreValue?: unknown;
    loadStory: (options: { storyId: string }) => Promise<{
      parameters: Record<string, unknown>;
      storyGlobals: Record<string, unknown>;
      tags: string[];
    }>;
  };
  __STORYBOOK_ADDONS_CHANNEL__: {
    on: (event: string, listener: (...args: unknown[]) => void) => void;
    off: (event: string, listener: (...args: unknown[]) => void) => void;
    emit: (event: string, ...args: unknown[]) => void;
  };
  __seedRandom: (value: number) => void;
};

/** Waits until no API request is in flight, and none starts over the next paint and the task after it. */
async function settled(page: Page, pending: Set<Request>): Promise<void> {
  await expect(async () => {
    expect(
      [...pending].map((request) => request.url()),
      'API requests in flight',
    ).toEqual([]);
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(() => requestAnimationFrame(resolve), 0))),
    );
    expect(
      [...pending].map((request) => request.url()),
      'API requests in flight',
    ).toEqual([]);
  }).toPass({ timeout: 15_000 });
}

/** The story's facts the test needs (parameters that can cross to Node). */
async function factsOf(page: Page, storyId: string): Promise<StoryFacts> {
  return page.evaluate(async (id) => {
    const story = await (window as unknown as StorybookWindow).__STORYBOOK_PREVIEW__!.loadStory({ storyId: id });
    const { a11y, showsRouteError, pictures } = story.parameters as Record<string, unknown>;
    return JSON.parse(
      JSON.stringify({ globals: story.storyGlobals, a11y, showsRouteError, pictures, tags: story.tags }),
    );
  }, storyId);
}

/** Renders a story in the preview and resolves when it (and its play function) has rendered, or failed. */
async function render(page: Page, storyId: string): Promise<string | undefined> {
  return page.evaluate(
    (id) =>
      new Promise<string | undefined>((resolve) => {
        const w = window as unknown as StorybookWindow;
        const channel = w.__STORYBOOK_ADDONS_CHANNEL__;
        const text = (error: unknown) =>
          typeof error === 'object' && error
            ? [
                (error as { title?: string }).title,
                (error as { description?: string; message?: string }).description ??
                  (error as { message?: string }).message,
              ]
                .filter(Boolean)
                .join(': ')
            : String(error);
        const listeners: Record<string, (...args: unknown[]) => void> = {
          storyRendered: () => done(undefined),
          storyErrored: (error) => done(`render error: ${text(error)}`),
          storyThrewException: (error) => done(`exception: ${text(error)}`),
          playFunctionThrewException: (error) => done(`play function failed: ${text(error)}`),
          storyMissing: () => done('story missing'),
        };
        const done = (result: string | undefined) => {
          for (const [event, listener] of Object.entries(listeners)) channel.off(event, listener);
          resolve(result);
        };
        for (const [event, listener] of Object.entries(listeners)) channel.on(event, listener);
        w.__seedRandom(1);
        window.scrollTo(0, 0);
        channel.emit('setCurrentStory', { storyId: id, viewMode: 'story' });
      }),
    storyId,
  );
}

/**
 * The accessibility panel's own check (@storybook/addon-a11y: axe with the story's parameters.a11y),
 * run now: its violations, one line each.
 */
async function axe(page: Page, storyId: string): Promise<string[]> {
  return page.evaluate(
    ({ id, only }) =>
      new Promise<string[]>((resolve, reject) => {
        const w = window as unknown as StorybookWindow;
        const channel = w.__STORYBOOK_ADDONS_CHANNEL__;
        type Result = { violations: { id: string; help: string; nodes: { target: string[] }[] }[] };
        const onResult = (result: unknown, resultId: unknown) => {
          if (resultId !== id) return;
          off();
          resolve(
            (result as Result).violations.map(
              (violation) =>
                `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
            ),
          );
        };
        const onError = (error: unknown) => {
          off();
          reject(new Error(`axe failed: ${String((error as Error)?.message ?? error)}`));
        };
        const off = () => {
          channel.off('storybook/a11y/result', onResult);
          channel.off('storybook/a11y/error', onError);
        };
        channel.on('storybook/a11y/result', onResult);
        channel.on('storybook/a11y/error', onError);
        void w.__STORYBOOK_PREVIEW__!.loadStory({ storyId: id }).then((story) => {
          const a11y = (story.parameters.a11y ?? {}) as { options?: object };
          channel.emit('storybook/a11y/manual', id, {
            ...a11y,
            options: { ...a11y.options, ...only },
          });
        });
      }),
    { id: storyId, only: violationsOnly },
  );
}

/**
 * The browser's own line for an answer with an error status: Error and SignedOut stories ask for
 * 500s and 401s on purpose, and a record of the open week has no proof yet (409), which Verify
 * says (the app's own console errors still fail the story).
 */
const expectedStatus = /^Failed to load resource: the server responded with a status of (500|401|404|409)/;

for (const story of stories) {
  test(`${story.title} / ${story.name} [${story.id}]`, async ({ preview: { page, errors, pending } }) => {
    const started = Date.now();
    const marks: string[] = [];
    const mark = (label: string) => marks.push(`${label} ${Date.now() - started}`);
    const facts = await factsOf(page, story.id);
    await page.setViewportSize(sizeOf(facts.globals.viewport));
    errors.length = 0;
    pending.clear();
    const failure = await render(page, story.id);
    mark('rendered');
    expect(failure, 'the story renders and plays').toBeUndefined();

    const root = page.locator('#storybook-root');
    const state = expectedState(story);
    if (state === 'loading') {
      await expect(page.locator(loadingIndicators).first()).toBeVisible();
      await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);
    } else {
      await expect(page.locator(loadingIndicators), 'no loading indicator left').toHaveCount(0);
    }
    if (state === 'error') {
      const retries = page.getByRole('button', { name: 'Try again' });
      await expect(retries.first()).toBeVisible();
      // One failed part, one error state: each Try again sits in an alert that holds no other.
      const retriesPerAlert = await page.evaluate(() =>
        [...document.querySelectorAll('button')]
          .filter((button) => button.textContent?.trim() === 'Try again')
          .map((button) => button.closest('[role="alert"]')?.querySelectorAll('button').length ?? 0),
      );
      for (const count of retriesPerAlert) expect(count, 'a Try again inside an alert of its own').toBeGreaterThan(0);
      const states = await page.evaluate(() =>
        [...document.querySelectorAll('[role="alert"]')].map(
          (alert) => [...alert.querySelectorAll('button')].filter((b) => b.textContent?.trim() === 'Try again').length,
        ),
      );
      for (const count of states) expect(count, 'an error state holds one Try again').toBeLessThanOrEqual(1);
    }
    if (state === 'empty') {
      const own = emptyText[story.title];
      if (own && (facts.globals.locale ?? 'en') === 'en') await expect(root.getByText(own).first()).toBeVisible();
      const text = (await root.textContent()) ?? '';
      for (const figure of demoAccountFigures) expect(text, `no demo figure ${figure}`).not.toContain(figure);
      await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);
    }
    if (state === 'signed-out') {
      const prompt = page.getByRole('region', { name: 'Sign in to continue' });
      await expect(prompt).toHaveCount(1);
      await expect(prompt.getByRole('button', { name: 'Sign in' })).toBeVisible();
    }
    if (!facts.showsRouteError) await expect(page.getByText('Unexpected Application Error!')).toHaveCount(0);

    // What a page does once it has painted (the ledger proof registers the trader's owner key)
    // ends before the picture: no API request left in flight, through a paint and a task after it.
    if (state !== 'loading') await settled(page, pending);
    mark('state');
    // Everything painted: fonts, images, two frames.
    await page.evaluate(async () => {
      await document.fonts.ready;
      // A lazy image out of view (below the fold, or beside it in a row that scrolls sideways, as
      // in a marquee) never loads: wait for those in view, and for at most 3 s.
      const inView = (image: HTMLImageElement) => {
        const box = image.getBoundingClientRect();
        return box.top < window.innerHeight && box.bottom > 0 && box.left < window.innerWidth && box.right > 0;
      };
      await Promise.race([
        Promise.all(
          [...document.images]
            // Loaded is not yet decoded (`decoding="async"`): decode() waits for the whole image.
            // (A JPEG still comes out two ways, so it is masked: picture.ts.)
            .filter((image) => image.loading !== 'lazy' || inView(image))
            .map((image) => image.decode().catch(() => undefined)),
        ),
        new Promise((resolve) => setTimeout(resolve, 3000)),
      ]);
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    });

    mark('painted');
    expect(await clippedTabs(page), 'the first and the chosen tab of a tab row show whole').toEqual([]);
    const a11y = facts.a11y ?? {};
    if (!a11y.disable && a11y.test !== 'off') {
      const found = await axe(page, story.id);
      if (a11y.test === 'todo') {
        if (found.length > 0) test.info().annotations.push({ type: 'a11y todo', description: found.join('\n') });
      } else expect(found, 'axe (the accessibility panel): no WCAG A/AA violation').toEqual([]);
    }
    mark('axe');
    expect(errors, 'no console error').toEqual([]);
    if (facts.pictures?.skip !== true)
      await expectPicture(page, story.id, test.info(), story.title === 'Components/Toast' ? undefined : transient);
    mark('picture');
    if (process.env.STORY_TIMES) console.log(story.id, marks.join(', '));
  });
}

/** No reference is left over from a story that is gone (an update removes it). */
base('every reference picture belongs to a story', () => {
  const ids = new Set(stories.map((story) => story.id));
  if (!fs.existsSync(referencesDir)) return;
  const orphans = fs
    .readdirSync(referencesDir)
    .filter((file) => file.endsWith('.png') && !ids.has(file.slice(0, -'.png'.length)));
  const mode = base.info().config.updateSnapshots;
  if (mode === 'all' || mode === 'changed') {
    for (const file of orphans) fs.rmSync(path.join(referencesDir, file));
    return;
  }
  expect(orphans, 'references without a story (npm run test:pictures:update removes them)').toEqual([]);
});
