import type { Page } from '@playwright/test';
import { appReady, axeViolations, expect, open, test } from './support/fixtures';

/**
 * A reader whose browser prefers one of our languages is offered it once on the English page, in
 * that language, never switched: the banner shows after hydration, fixed over the page (no layout
 * shift), above the phone's call-to-action bar, reachable by keyboard, and the answer is remembered.
 */

/**
 * The layout shifts of the page so far (CLS's raw entries, those without recent input): their sum,
 * and what moved in each (the element, from where to where), for the message of a failure.
 */
async function layoutShift(page: Page): Promise<{ value: number; moved: string[] }> {
  return page.evaluate(
    () =>
      new Promise<{ value: number; moved: string[] }>((resolve) => {
        type Shift = PerformanceEntry & {
          value: number;
          hadRecentInput: boolean;
          sources: { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
        };
        const rect = ({ x, y, width, height }: DOMRectReadOnly) => `${x},${y} ${width}x${height}`;
        new PerformanceObserver((list) => {
          const shifts = (list.getEntries() as Shift[]).filter((entry) => !entry.hadRecentInput);
          resolve({
            value: shifts.reduce((sum, entry) => sum + entry.value, 0),
            moved: shifts.flatMap((entry) =>
              entry.sources.map(
                (source) =>
                  `${Math.round(entry.startTime)} ms: ${source.node instanceof Element ? source.node.outerHTML.slice(0, 200) : (source.node?.nodeName ?? 'a removed node')} from ${rect(source.previousRect)} to ${rect(source.currentRect)}`,
              ),
            ),
          });
        }).observe({ type: 'layout-shift', buffered: true });
        // No entry at all: nothing shifted.
        setTimeout(() => resolve({ value: 0, moved: [] }), 500);
      }),
  );
}

test.describe('a Korean browser', () => {
  test.use({ locale: 'ko-KR' });

  test('is offered Korean on the English page, in Korean, without a shift; accepting opens /ko/ and is remembered', async ({
    page,
    pageErrors,
  }) => {
    await open(page, '/');
    // The default stays English: the page is not switched.
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    const offer = page.getByRole('complementary', { name: '이 페이지를 한국어로 보시겠어요?' });
    await expect(offer).toBeVisible();
    await expect(offer).toHaveAttribute('lang', 'ko');
    const shift = await layoutShift(page);
    expect(shift.value, `what moved:\n${shift.moved.join('\n')}`).toBe(0);
    expect(await axeViolations(page, '[data-testid="language-offer"]')).toEqual([]);

    // The keyboard reaches it right after the skip link.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(offer.getByRole('button', { name: '한국어로 보기' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/ko\/\?mockDelay=0$/);
    await appReady(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ko');
    expect(await page.evaluate(() => localStorage.getItem('octoss.languageOffer'))).toBe('accepted:ko');
    await expect(page.getByTestId('language-offer')).toHaveCount(0);
    expect(pageErrors).toEqual([]);
  });

  test('declining (or Escape) keeps English and the offer does not come back', async ({ page }) => {
    await open(page, '/app/trustboard');
    const offer = page.getByTestId('language-offer');
    await offer.getByRole('button', { name: '영어로 계속 보기' }).click();
    await expect(offer).toHaveCount(0);
    await expect(page).toHaveURL(/\/app\/trustboard\?mockDelay=0$/);
    expect(await page.evaluate(() => localStorage.getItem('octoss.languageOffer'))).toBe('declined:ko');
    await open(page, '/');
    await page.waitForTimeout(1000);
    await expect(offer).toHaveCount(0);

    await page.evaluate(() => localStorage.clear());
    await open(page, '/');
    await expect(offer).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(offer).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('octoss.languageOffer'))).toBe('declined:ko');
  });

  test('on a phone it sits above the bottom call-to-action bar, not over it', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await open(page, '/');
    const offer = await page.getByTestId('language-offer').boundingBox();
    const bar = await page.getByTestId('bottom-cta-bar').boundingBox();
    expect(offer && bar).toBeTruthy();
    expect(offer!.y + offer!.height).toBeLessThanOrEqual(bar!.y);
  });
});

test.describe('an English browser', () => {
  test.use({ locale: 'en-US' });

  test('is offered nothing', async ({ page }) => {
    await open(page, '/');
    await page.waitForTimeout(1000);
    await expect(page.getByTestId('language-offer')).toHaveCount(0);
  });
});

test.describe('a Japanese browser on a Korean page', () => {
  test.use({ locale: 'ja-JP' });

  test('is offered nothing: the offer is for the English page only', async ({ page }) => {
    await open(page, '/ko/');
    await page.waitForTimeout(1000);
    await expect(page.getByTestId('language-offer')).toHaveCount(0);
  });
});
