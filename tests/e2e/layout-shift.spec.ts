import type { Browser, Page } from '@playwright/test';
import { expect, open, test } from './support/fixtures';

/**
 * A prerendered page paints its loading state; its data replaces the skeletons later. On a phone
 * (Lighthouse's, 412 × 823) nothing the first screen showed may move when that happens: each
 * placeholder has the height of what replaces it. These pages moved before their placeholders were
 * sized (Lighthouse's CLS 0.03 to 0.39), each by the landmark named here; a landmark that is on
 * the first screen before or after must keep its place.
 */
const phone = { width: 412, height: 823 };
const landmarks: Record<string, string> = {
  '/app/payback': 'section[aria-labelledby]',
  '/app/value-zone': '[role="tablist"]',
  '/app/payouts': '[role="tablist"]',
  '/l/octoss': 'main a[aria-label]',
  // Its links to the Partner Hub, under the plan.
  '/app/playbook': 'main a.MuiButton-root',
};
// A figure's own height may differ from its placeholder's by a few pixels.
const tolerancePx = 8;

/** The top of each landmark, by its order on the page. */
const tops = (page: Page, selector: string) =>
  page
    .locator(selector)
    .evaluateAll((elements) => elements.map((element) => Math.round(element.getBoundingClientRect().top)));

async function prerenderedTops(browser: Browser, path: string, selector: string): Promise<number[]> {
  // Without JavaScript the page stays as the HTML painted it: the loading state.
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: phone });
  const page = await context.newPage();
  await page.goto(path);
  const found = await tops(page, selector);
  await context.close();
  return found;
}

for (const [path, selector] of Object.entries(landmarks))
  test(`${path}: the first screen on a phone does not move when the data comes`, async ({ browser, page }) => {
    const painted = await prerenderedTops(browser, path, selector);
    expect(painted.length, `${path}: landmarks in the prerendered page`).toBeGreaterThan(0);
    await page.setViewportSize(phone);
    await open(page, path);
    await expect(page.locator('.MuiSkeleton-root, [aria-busy="true"]')).toHaveCount(0);
    const loaded = await tops(page, selector);
    // A landmark on the first screen before or after must keep its place; below it, it may move.
    const moved = painted
      .map((top, index) => ({ top, now: loaded[index] }))
      .filter(({ top, now }) => (now === undefined ? top : Math.min(top, now)) < phone.height)
      .filter(({ top, now }) => now === undefined || Math.abs(now - top) > tolerancePx);
    expect(moved, `${path}: landmarks that moved (painted top → loaded top)`).toEqual([]);
  });
