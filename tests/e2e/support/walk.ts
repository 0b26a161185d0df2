import type { Page } from '@playwright/test';
import { pagePaths } from '../../../src/app/pagePaths';
import { navigate } from './a11y';
import { expect, open } from './fixtures';

/**
 * Opens the app in `lang` and visits every page in turn (client-side, one document), running
 * `check` once each page's heading shows. `opened` runs once, after the app has loaded.
 */
export async function walkEveryPage(
  page: Page,
  lang: string,
  check: (path: string) => Promise<void>,
  { opened }: { opened?: () => Promise<void> } = {},
): Promise<void> {
  await open(page, '/app/faq', `lang=${lang}`);
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
  await opened?.();
  for (const path of pagePaths) {
    await navigate(page, path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await check(path);
  }
}
