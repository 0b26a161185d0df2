import type { Browser, Page } from '@playwright/test';
import { expect, open, test, withMotion } from './support/fixtures';

test.use(withMotion);

/**
 * A prerendered page paints its loading state; its data replaces the skeletons later. On a phone
 * (Lighthouse's, 412 × 823) or a desktop nothing the first screen showed may move when that happens: each
 * placeholder has the height of what replaces it. These pages moved before their placeholders were
 * sized (Lighthouse's CLS 0.03 to 0.39), each by the landmark named here; a landmark that is on
 * the first screen before or after must keep its place.
 */
type Screen = { width: number; height: number };
const phone: Screen = { width: 412, height: 823 };
// Lighthouse's desktop: AI Assistants moved there (two rows of cards under a shorter placeholder).
const desktop: Screen = { width: 1350, height: 940 };
const landmarks: { path: string; selector: string; screen: Screen }[] = [
  { path: '/app/payback', selector: 'section[aria-labelledby]', screen: phone },
  { path: '/app/value-zone', selector: '[role="tablist"]', screen: phone },
  { path: '/app/payouts', selector: '[role="tablist"]', screen: phone },
  { path: '/l/octoss', selector: 'main a[aria-label]', screen: phone },
  // Its links to the Partner Hub, under the plan.
  { path: '/app/playbook', selector: 'main a.MuiButton-root', screen: phone },
  { path: '/app/ai', selector: 'section[aria-labelledby]', screen: desktop },
  // The code card, the calculator and the playbook show before the trader's summary: its figures
  // and code come into places held for them.
  { path: '/app/referral', selector: 'section[aria-labelledby]', screen: phone },
  { path: '/app/referral', selector: 'section[aria-labelledby]', screen: desktop },
];
// A figure's own height may differ from its placeholder's by a few pixels.
const tolerancePx = 8;

/** The top of each landmark, by its order on the page. */
const tops = (page: Page, selector: string) =>
  page
    .locator(selector)
    .evaluateAll((elements) => elements.map((element) => Math.round(element.getBoundingClientRect().top)));

async function prerenderedTops(browser: Browser, path: string, selector: string, screen: Screen): Promise<number[]> {
  // Without JavaScript the page stays as the HTML painted it: the loading state.
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: screen });
  const page = await context.newPage();
  await page.goto(path);
  const found = await tops(page, selector);
  await context.close();
  return found;
}

for (const { path, selector, screen } of landmarks)
  test(`${path}: the first screen (${screen.width} px) does not move when the data comes`, async ({
    browser,
    page,
  }) => {
    const painted = await prerenderedTops(browser, path, selector, screen);
    expect(painted.length, `${path}: landmarks in the prerendered page`).toBeGreaterThan(0);
    await page.setViewportSize(screen);
    await open(page, path);
    await expect(page.locator('.MuiSkeleton-root, [aria-busy="true"]')).toHaveCount(0);
    const loaded = await tops(page, selector);
    // A landmark on the first screen before or after must keep its place; below it, it may move.
    const moved = painted
      .map((top, index) => ({ top, now: loaded[index] }))
      .filter(({ top, now }) => (now === undefined ? top : Math.min(top, now)) < screen.height)
      .filter(({ top, now }) => now === undefined || Math.abs(now - top) > tolerancePx);
    expect(moved, `${path}: landmarks that moved (painted top → loaded top)`).toEqual([]);
  });

// A reader who scrolled down to the ledger proof before the records came keeps it in view: on a
// 360 px phone the 20 records are cards, their skeleton cards are as tall as a record's card (they
// were 200 px against 240 to 250: the proof went down by about 1,000 px), and while the first six
// cards show, the room of the other fourteen is held (the proof went up by 2,700 to 2,900 px first).
test('/app/trustboard: on a 360 px phone the records hold about the room their skeleton held, so the ledger proof below stays put', async ({
  browser,
  page,
}) => {
  const screen = { width: 360, height: 740 };
  const selector = '#ledger-proof-title';
  const [painted] = await prerenderedTops(browser, '/app/trustboard', selector, screen);
  expect(painted, 'the ledger proof in the prerendered page').toBeDefined();
  await page.setViewportSize(screen);
  await open(page, '/app/trustboard');
  await expect(page.getByRole('list', { name: /reconciliation/i }).getByRole('listitem')).toHaveCount(20);
  const [loaded] = await tops(page, selector);
  // Within half a card: a value that wraps (a long translated label) may still add a line.
  expect(Math.abs(loaded! - painted!), 'ledger proof heading: loaded top − painted top').toBeLessThan(120);
});
