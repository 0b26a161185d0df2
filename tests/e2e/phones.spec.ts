import { languageCodes } from '../../src/i18n/languages';
import { expect, test } from './support/fixtures';
import { clippedText, footerCoveredBy } from './support/overflow';
import { walkEveryPage } from './support/walk';

/**
 * A 360 x 740 phone, every route, every language: no text reaches past its card, chip, button or
 * the screen, and the end of every page scrolls clear of the bottom call-to-action bar. Reduced
 * motion holds the landing marquee still (it wraps instead of scrolling sideways).
 */
test.use({ viewport: { width: 360, height: 740 }, reducedMotion: 'reduce' });

for (const lang of languageCodes) {
  test(`360 px, ${lang}: nothing clipped and nothing under the bottom bar`, async ({ page, pageErrors }) => {
    test.setTimeout(300_000);
    await walkEveryPage(page, lang, async (path) => {
      expect.soft(await clippedText(page), `${lang} ${path}: clipped text`).toEqual([]);
      expect.soft(await footerCoveredBy(page, '[data-testid="bottom-cta-bar"]'), `${lang} ${path}: px of the footer under the bottom bar`).toBe(0);
    });
    expect(pageErrors).toEqual([]);
  });
}
