import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { domQuiet, navigate } from './a11y';
import { expect } from './fixtures';

/**
 * WCAG 1.4.10 (reflow) and 1.4.12 (text spacing) together: 320 CSS px wide (a 1280 px screen at
 * 400% zoom) with the text-spacing styles of 1.4.12 (line height 1.5, paragraph spacing 2 em,
 * letter spacing 0.12 em, word spacing 0.16 em) as a reader's style sheet would set them.
 */
export const reflowViewport = { width: 320, height: 740 };

export const textSpacingCss = `
*, *::before, *::after {
  line-height: 1.5 !important;
  letter-spacing: 0.12em !important;
  word-spacing: 0.16em !important;
}
p { margin-bottom: 2em !important; }
`;

/**
 * Adds the text-spacing styles to the page, where they stay for every client-side navigation that
 * follows (one document). They go in as a constructed style sheet (`document.adoptedStyleSheets`),
 * which the site's CSP does not govern, as a reader's extension would add them.
 */
export async function addTextSpacing(page: Page): Promise<void> {
  await page.evaluate((css) => {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  }, textSpacingCss);
  await domQuiet(page);
}

/** A text of the app in `lang` (`namespace:a.b.c`), for the walk's clicks in every language. */
export function textOf(lang: string, key: string, values: Record<string, string> = {}): string {
  const [namespace, path] = key.split(':') as [string, string];
  const file = join(import.meta.dirname, '../../../src/i18n/locales', lang, `${namespace}.json`);
  const json = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  const text = path.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], json);
  if (typeof text !== 'string') throw new Error(`No text ${key} in ${lang}`);
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');
}

/**
 * One of the main dialogs: how to open it from its page in `lang` (it returns the dialog), and its
 * views (tabs), each shown in turn in the one opened dialog: one open for all of its tabs.
 */
type MainDialog = {
  name: string;
  open: (page: Page, lang: string) => Promise<Locator>;
  views?: readonly { name: string; show: (dialog: Locator, lang: string) => Promise<void> }[];
};

const dialog = async (page: Page) => {
  const opened = page.getByRole('dialog').last();
  await expect(opened).toBeVisible();
  await domQuiet(page);
  return opened;
};
const button = (page: Page | Locator, name: string) => page.getByRole('button', { name, exact: true }).first();

/**
 * The main dialogs, by the page they open on: partner application, claim, the payout receipt,
 * dispute, settlement request, share (each tab), DM scripts, Link-in-Bio.
 */
export const mainDialogs: Record<string, readonly MainDialog[]> = {
  '/deals': [
    {
      name: 'partner application',
      open: async (page, lang) => {
        await button(page, textOf(lang, 'deals:applyGeneral')).click();
        return dialog(page);
      },
    },
  ],
  '/app/payouts': [
    {
      name: 'claim',
      open: async (page) => {
        await page.getByTestId('claim-usdt').click();
        return dialog(page);
      },
    },
    {
      name: 'payout receipt',
      open: async (page, lang) => {
        await navigate(page, '/app/payouts?tab=history');
        await button(page, textOf(lang, 'payouts:history.viewLabel', { id: 'pay-1' })).click();
        const opened = await dialog(page);
        await expect(opened.locator('[data-fact="proof"]')).toContainText(/\d/);
        return opened;
      },
    },
  ],
  '/app/trustboard': [
    {
      name: 'dispute',
      open: async (page, lang) => {
        await navigate(page, '/app/trustboard?filter=discrepancy');
        await button(page, textOf(lang, 'trustboard:table.report')).click();
        return dialog(page);
      },
    },
  ],
  '/app/settlements': [
    {
      name: 'settlement request',
      open: async (page, lang) => {
        await navigate(page, '/app/settlements?tab=special');
        await button(page, textOf(lang, 'settlements:table.request')).click();
        return dialog(page);
      },
    },
  ],
  '/app/referral': [
    {
      name: 'share',
      open: async (page, lang) => {
        await button(page, textOf(lang, 'referral:code.share')).click();
        return dialog(page);
      },
      views: (['quick', 'code', 'qr'] as const).map((tab) => ({
        name: tab,
        show: async (opened: Locator, lang: string) => {
          await opened.getByRole('tab', { name: textOf(lang, `referral:share.${tab}`), exact: true }).click();
          await domQuiet(opened.page());
        },
      })),
    },
    {
      name: 'DM scripts',
      open: async (page, lang) => {
        await button(page, textOf(lang, 'referral:code.share')).click();
        // The share dialog opens on the tab it was left on: DM scripts is on the quick tab.
        const share = await dialog(page);
        await share.getByRole('tab', { name: textOf(lang, 'referral:share.quick'), exact: true }).click();
        await button(share, textOf(lang, 'referral:share.dm')).click();
        const opened = page.getByRole('dialog', { name: textOf(lang, 'referral:dm.title') });
        await expect(opened).toBeVisible();
        return opened;
      },
      views: (['warm', 'social', 'guild', 'checklist'] as const).map((tab, index) => ({
        name: tab,
        show: async (opened: Locator) => {
          await opened.getByRole('tab').nth(index).click();
          await domQuiet(opened.page());
        },
      })),
    },
    {
      name: 'Link-in-Bio',
      open: async (page, lang) => {
        await button(page, textOf(lang, 'referral:code.lib')).click();
        return dialog(page);
      },
    },
  ],
};

/** Closes every open dialog (Escape, once per dialog) and waits until none is left. */
export async function closeDialogs(page: Page): Promise<void> {
  for (let open = await page.getByRole('dialog').count(); open > 0; open -= 1) await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
}
