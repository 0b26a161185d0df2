import { languageCodes } from '../../src/i18n/languages';
import { expectAccessibleRoute, hasChrome } from './support/a11y';
import { expect, test } from './support/fixtures';
import { decimalCommaLanguages, englishStyleNumbers } from './support/numbers';
import { clippedText, footerCoveredBy } from './support/overflow';
import { walkEveryPage } from './support/walk';

/**
 * A 360 x 740 phone, every route, every language, in one walk per language (most traders read
 * OCTOSS on a phone): axe's WCAG A/AA rules with label-in-name and its best practices plus the
 * structure check; no text reaching past its card, chip, button or the screen; the end of every
 * page scrolling clear of the bottom call-to-action bar; and where a decimal comma is the norm,
 * no English-style number. The desktop layout is scanned in a11y.spec.ts. Reduced motion holds
 * the landing marquee still (it wraps instead of scrolling sideways).
 */
test.use({ viewport: { width: 360, height: 740 }, reducedMotion: 'reduce' });

for (const lang of languageCodes) {
  test(`360 px, ${lang}: every page accessible, nothing clipped, nothing under the bottom bar, numbers in the reader's format`, async ({
    page,
    pageErrors,
  }) => {
    test.setTimeout(360_000);
    await walkEveryPage(page, lang, async (path) => {
      const label = `${lang} ${path}`;
      await expectAccessibleRoute(page, label, { chrome: hasChrome(path) });
      expect.soft(await clippedText(page), `${label}: clipped text`).toEqual([]);
      expect
        .soft(
          await footerCoveredBy(page, '[data-testid="bottom-cta-bar"]'),
          `${label}: px of the footer under the bottom bar`,
        )
        .toBe(0);
      if (decimalCommaLanguages.includes(lang))
        expect.soft(await englishStyleNumbers(page), `${label}: English-style numbers`).toEqual([]);
    });
    expect(pageErrors).toEqual([]);
  });
}
