import { expect, test } from '@playwright/test';
import { languageCodes } from '../../src/i18n/languages';
import { clippedTabs } from './tabs';

/**
 * The pages with a scrolling tab row, on a 360 px phone in every language: the first tab and the
 * chosen one show whole (Payouts opens on its last tab, Completed).
 */
const stories = ['pages-payouts--phone', 'pages-octoss-tiers--phone', 'pages-settlements--phone'];

for (const language of languageCodes) {
  test(`tab rows at 360 px show their first and chosen tab whole (${language})`, async ({ page }) => {
    // Three stories opened cold (Storybook's preview loads each time): room for a busy machine.
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 360, height: 740 });
    for (const id of stories) {
      await page.goto(`/iframe.html?viewMode=story&id=${id}&globals=locale:${language};a11y.manual:!true`);
      await expect(page.getByRole('tab').first()).toBeVisible({ timeout: 30_000 });
      await expect(page.locator('.MuiSkeleton-root')).toHaveCount(0);
      expect(await clippedTabs(page), id).toEqual([]);
    }
  });
}
