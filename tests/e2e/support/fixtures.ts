import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';
import { violationsOnly } from '../../support/axe';

/**
 * `page` here fails the test on any uncaught page error or console error, and always opens pages
 * with `?mockDelay=0` unless the test gives its own query (see `open`).
 */
export const test = base.extend<{ pageErrors: string[] }>({
  pageErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(`console: ${message.text()}`);
    });
    await use(errors);
  },
});

export { expect };

/**
 * For the specs of what a person does and sees move: motion as most people have it. The other
 * specs run with reduced motion (playwright.config.ts says why).
 */
export const withMotion = { reducedMotion: 'no-preference' } as const;

/** Opens a path with no simulated latency (plus any extra query, e.g. 'mockFail=dashboard'). */
export async function open(page: Page, path: string, extraQuery = ''): Promise<void> {
  const [pathname, hash = ''] = path.split('#');
  const joiner = pathname!.includes('?') ? '&' : '?';
  const query = ['mockDelay=0', extraQuery].filter(Boolean).join('&');
  await page.goto(`${pathname}${joiner}${query}${hash ? `#${hash}` : ''}`);
  await demoBackendStarted(page);
  await appReady(page);
}

/**
 * Waits for the app's first render to commit: a prerendered page shows its buttons before it has
 * hydrated, and a click then would do nothing (src/main.tsx sets the mark).
 */
export async function appReady(page: Page): Promise<void> {
  await page.locator('html[data-app-ready]').waitFor({ state: 'attached', timeout: 60_000 });
}

/**
 * Waits for the demo backend to start (or to fail to): its worker registers after the first paint,
 * which a loaded machine can delay by many seconds. Waited for here, with room, so that a test's own
 * expectations time only what its page does.
 */
export async function demoBackendStarted(page: Page): Promise<void> {
  await page.locator('html[data-demo-backend]').waitFor({ state: 'attached', timeout: 60_000 });
}

/** axe with the WCAG 2.x A/AA tags: zero violations, with a readable list when it fails. */
export async function expectNoAxeViolations(page: Page, include?: string): Promise<void> {
  await page.waitForLoadState('networkidle');
  expect(await axeViolations(page, include), 'axe violations').toEqual([]);
}

export const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * The violations axe finds now, one readable line each (rule, help, elements): the WCAG 2.x A/AA
 * rules, plus any extra tags (e.g. 'best-practice' for heading order and landmarks).
 */
export async function axeViolations(page: Page, include?: string, extraTags: string[] = []): Promise<string[]> {
  // Colours measured mid-transition (a button turning enabled) are not what a person sees: let finite animations end first.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
  );
  // label-content-name-mismatch (WCAG 2.5.3, label in name) is experimental in axe, so off unless asked for;
  // options() replaces the whole option object, so it comes before withTags.
  // Legacy mode runs axe in the page's own frame: the default opens a blank page per scan to merge
  // the results of cross-origin frames, which the app has none of, and took half of each scan.
  let builder = new AxeBuilder({ page })
    .setLegacyMode(true)
    .options({ ...violationsOnly, rules: { 'label-content-name-mismatch': { enabled: true } } })
    .withTags([...wcagTags, ...extraTags]);
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  return violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
  );
}
