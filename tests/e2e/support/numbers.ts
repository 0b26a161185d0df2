import type { Page } from '@playwright/test';

/** Languages that write a decimal comma (and group thousands with a point or a space). */
export const decimalCommaLanguages: readonly string[] = ['vi', 'id'];

/**
 * Numbers on the page written the English way: a decimal point between digits ("1.0%", "$10.00",
 * "53.85") or a comma grouping thousands ("$1,620"), each with the text around it. Dates and times
 * use other separators; codes and hashes have no such runs.
 */
export async function englishStyleNumbers(page: Page): Promise<string[]> {
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
