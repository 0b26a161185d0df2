import type { Page } from '@playwright/test';
import { expect, open, test } from './support/fixtures';

/**
 * Offline, the demo is the app, not the browser's error page: the demo backend's worker keeps the
 * pages and files it served (src/demo/worker/offline.ts) and answers the API from IndexedDB as ever.
 * `context.setOffline` takes the network from the page and from its service worker alike, so what a
 * reload shows then comes from the worker's cache.
 */

test.use({ serviceWorkers: 'allow' });
// Each test loads a page, waits for the worker to keep it, then reloads and hydrates it again from the
// cache: twice the work of a page test, which on a machine other work loads takes more than 60 s.
test.slow();

/**
 * Waits until the worker's offline cache holds this page and every file of the site it loaded,
 * the toast's view included: the app fetches it in the background once the page's first reads have
 * come (src/components/Toaster.tsx), and a page that went offline before would have no way to say
 * a write was refused.
 */
async function keptForOffline(page: Page): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate(() =>
        performance.getEntriesByType('resource').some((entry) => entry.name.includes('/assets/ToastView-')),
      ),
    )
    .toBe(true);
  await expect
    .poll(
      () =>
        page.evaluate(async () => {
          const name = (await caches.keys()).find((candidate) => candidate.startsWith('octoss-offline-'));
          if (!name) return ['no cache yet'];
          const kept = new Set((await (await caches.open(name)).keys()).map((request) => request.url));
          const loaded = performance
            .getEntriesByType('resource')
            .map((entry) => entry.name.split('?')[0]!)
            .filter((url) => url.startsWith(location.origin) && !url.includes('/api/'));
          return [location.origin + location.pathname, ...loaded].filter((url) => !kept.has(url));
        }),
      { timeout: 30_000 },
    )
    .toEqual([]);
}

test('a visited page reloads offline with its last data and an offline notice; a write is refused with a message', async ({
  page,
  context,
}) => {
  await open(page, '/app/payouts');
  const balance = page.locator('section[aria-labelledby="balance-title"]');
  await expect(balance).toContainText('376.61 USDT');
  await expect(page.getByTestId('offline-notice')).toHaveCount(0);
  // The worker has kept this page and what it loaded, before it took control too.
  await keptForOffline(page);

  await context.setOffline(true);
  // The network is gone for the page: a plain request fails.
  expect(
    await page.evaluate(() =>
      fetch('/robots.txt?offline-check').then(
        () => 'answered',
        () => 'failed',
      ),
    ),
  ).toBe('failed');
  const reload = await page.reload();
  expect(reload?.fromServiceWorker()).toBe(true);
  await page.locator('html[data-app-ready]').waitFor({ state: 'attached', timeout: 60_000 });
  await expect(page.getByTestId('offline-notice')).toContainText("You're offline");
  await expect(balance).toContainText('376.61 USDT');

  // A write is not sent: the toast says why.
  await page.getByTestId('claim-usdt').click();
  const dialog = page.getByRole('dialog', { name: 'Claim Payout' });
  await dialog.getByRole('button', { name: 'Confirm Claim' }).click();
  await expect(page.getByText("Nothing was changed. Try again once you're back online.")).toBeVisible();
  await expect(page.getByText('Payout Claimed Successfully')).toHaveCount(0);

  // Back online: the notice goes.
  await context.setOffline(false);
  await expect(page.getByTestId('offline-notice')).toHaveCount(0);
});

test('a visited page opened offline at another address (another query) opens in the app, not the browser error page', async ({
  page,
  context,
}) => {
  await open(page, '/app/trustboard');
  await keptForOffline(page);
  await context.setOffline(true);
  const response = await page.goto('/app/trustboard?mockDelay=0&from=offline');
  expect(response?.fromServiceWorker()).toBe(true);
  expect(response?.status()).toBe(200);
  await page.locator('html[data-app-ready]').waitFor({ state: 'attached', timeout: 60_000 });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Trustboard');
  await expect(page.getByTestId('offline-notice')).toBeVisible();
  await context.setOffline(false);
});
