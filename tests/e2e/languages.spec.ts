import type { Page } from '@playwright/test';
import { expect, open, test } from './support/fixtures';
import { walkEveryPage } from './support/walk';

/**
 * Where a decimal comma is the norm (vi, id), no number on any page is written the English way:
 * no decimal point between digits ("1.0%", "$10.00", "53.85") and no comma grouping thousands
 * ("$1,620"). Dates and times use other separators; codes and hashes have no such runs.
 */
async function englishStyleNumbers(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    // Times are written 07.54.15 in Indonesian: not a decimal.
    const text = document.body.innerText.replace(/\b\d{1,2}[.:]\d{2}[.:]\d{2}\b/g, ' ');
    const found: string[] = [];
    for (const match of text.matchAll(/\d\.\d{1,2}(?!\d)|\d,\d{3}(?![\d,])/g)) {
      found.push(text.slice(Math.max(0, match.index - 20), match.index + 20).replace(/\s+/g, ' '));
    }
    return found;
  });
}

for (const lang of ['vi', 'id']) {
  test(`${lang}: every number on every page in the reader's format`, async ({ page, pageErrors }) => {
    test.setTimeout(300_000);
    await walkEveryPage(page, lang, async (path) => {
      expect.soft(await englishStyleNumbers(page), `${lang} ${path}`).toEqual([]);
    });
    expect(pageErrors).toEqual([]);
  });
}

test('MUI texts follow the language: the pager of the Trustboard in Korean', async ({ page }) => {
  test.setTimeout(60_000);
  await open(page, '/trustboard', 'lang=ko');
  await expect(page.getByRole('table')).toBeVisible({ timeout: 45_000 });
  await expect(page.getByRole('button', { name: '다음 페이지로 이동' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Go to next page' })).toHaveCount(0);
});
