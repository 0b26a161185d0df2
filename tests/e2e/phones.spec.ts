import { languageCodes } from '../../src/i18n/languages';
import { expectAccessibleRoute, hasChrome } from './support/a11y';
import { expect, test } from './support/fixtures';
import { decimalCommaLanguages, englishStyleNumbers } from './support/numbers';
import { clippedText, footerCoveredBy } from './support/overflow';
import { addTextSpacing, closeDialogs, mainDialogs, reflowViewport } from './support/reflow';
import { walkEveryPage } from './support/walk';

/**
 * A 360 x 740 phone, every route, every language, in one walk per language (most traders read
 * OCTOSS on a phone): axe's WCAG A/AA rules with label-in-name and its best practices plus the
 * structure check; no text reaching past its card, chip, button or the screen; the end of every
 * page scrolling clear of the bottom call-to-action bar; and where a decimal comma is the norm,
 * no English-style number. The desktop layout is scanned in a11y.spec.ts. Reduced motion holds
 * the landing marquee still (it wraps instead of scrolling sideways).
 * A second walk per language takes each page to 320 px with the WCAG 1.4.12 text-spacing styles
 * (support/reflow.ts: 1.4.10 reflow and 1.4.12 text spacing), and there opens its main dialogs
 * (partner application, claim, payout receipt, dispute, settlement request, share, DM scripts,
 * Link-in-Bio): no text past its box's side, top or bottom, nor past the screen.
 */
const phone = { width: 360, height: 740 };
test.use({ viewport: phone, reducedMotion: 'reduce' });

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

/**
 * 320 px from the start, the text-spacing styles added once after the app loads: they stay for the
 * whole walk (client-side navigation keeps the document). Each page and each dialog is measured in
 * one page.evaluate (clippedText). One test per language, so the languages run side by side.
 */
test.describe('320 px with WCAG text spacing', () => {
  test.use({ viewport: reflowViewport });
  for (const lang of languageCodes) {
    test(`320 px with WCAG text spacing, ${lang}: every page and main dialog reflows, no text clipped`, async ({
      page,
      pageErrors,
    }) => {
      test.setTimeout(420_000);
      await walkEveryPage(
        page,
        lang,
        async (path) => {
          const label = `${lang} ${path}, 320 px and text spacing`;
          expect.soft(await clippedText(page, { vertical: true }), `${label}: clipped text`).toEqual([]);
          for (const dialog of mainDialogs[path] ?? []) {
            const opened = await dialog.open(page, lang);
            for (const view of dialog.views ?? [{ name: '', show: async () => {} }]) {
              await view.show(opened, lang);
              expect
                .soft(
                  await clippedText(page, { within: '[role="dialog"]', vertical: true }),
                  `${label}, ${dialog.name} dialog${view.name ? `, ${view.name}` : ''}: clipped text`,
                )
                .toEqual([]);
            }
            await closeDialogs(page);
          }
        },
        { opened: () => addTextSpacing(page) },
      );
      expect(pageErrors).toEqual([]);
    });
  }
});
