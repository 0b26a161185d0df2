import { pagePaths } from '../../src/app/pagePaths';
import { languageCodes } from '../../src/i18n/languages';
import { navigate } from './support/a11y';
import { expect, open, test } from './support/fixtures';
import { clippedText, footerCoveredBy } from './support/overflow';

/**
 * A 360 x 740 phone, every route, every language: no text reaches past its card, chip, button or
 * the screen, and the end of every page scrolls clear of the bottom call-to-action bar. Reduced
 * motion holds the landing marquee still (it wraps instead of scrolling sideways).
 */
test.use({ viewport: { width: 360, height: 740 }, reducedMotion: 'reduce' });

for (const lang of languageCodes) {
  test(`360 px, ${lang}: nothing clipped and nothing under the bottom bar`, async ({ page, pageErrors }) => {
    test.setTimeout(300_000);
    await open(page, '/app/faq', `lang=${lang}`);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    for (const path of pagePaths) {
      await navigate(page, path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      expect.soft(await clippedText(page), `${lang} ${path}: clipped text`).toEqual([]);
      expect.soft(await footerCoveredBy(page, '[data-testid="bottom-cta-bar"]'), `${lang} ${path}: px of the footer under the bottom bar`).toBe(0);
    }
    expect(pageErrors).toEqual([]);
  });
}
