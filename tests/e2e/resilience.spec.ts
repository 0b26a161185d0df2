import common from '../../src/i18n/locales/en/common.json' with { type: 'json' };
import { storageKey } from '../../mocks/persist';
import { snapshotInDb } from '../support/demoBackendDb';
import { expect, open, test } from './support/fixtures';

/** What the browser may hold or lack: a corrupt saved demo database, no service workers at all. */

test('a saved demo database that is not JSON, JSON of the wrong shape or not text at all is reset to the seed with a notice', async ({ page, context }) => {
  const uncaught: string[] = [];
  page.on('pageerror', (error) => uncaught.push(error.message));
  await open(page, '/app/dashboard');
  await expect(page.getByRole('region', { name: 'Earnings' })).toContainText('376.61 USDT');
  const browser = await context.newCDPSession(page);
  for (const stored of ['{"version":', JSON.stringify({ version: 'two', tables: [['payout', 'nope']] }), { tables: 'not text' }]) {
    const label = JSON.stringify(stored);
    await snapshotInDb(page, storageKey('demo'), stored);
    // The worker keeps the database in memory while it runs: stopped, as browsers stop idle
    // workers, it reads IndexedDB again at the next request.
    await browser.send('ServiceWorker.enable');
    await browser.send('ServiceWorker.stopAllWorkers');
    await page.reload();
    await expect(page.getByRole('status').filter({ hasText: common.mocks.resetTitle }), label).toBeVisible();
    await expect(page.getByRole('region', { name: 'Earnings' })).toContainText('376.61 USDT');
    // The seed replaced the corrupt copy, so the next visit restores quietly.
    await expect.poll(async () => JSON.parse(String(await snapshotInDb(page, storageKey('demo')))) as unknown, label).toMatchObject({ tables: expect.any(Object) });
  }
  expect(uncaught).toEqual([]);
});

test('the demo database that older versions kept in localStorage is removed', async ({ page }) => {
  const legacyKey = storageKey('demo');
  await page.addInitScript((key) => localStorage.setItem(key, '{"version":4,"tables":{}}'), legacyKey);
  await open(page, '/app/dashboard');
  await expect(page.getByRole('region', { name: 'Earnings' })).toContainText('376.61 USDT');
  await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), legacyKey)).toBeNull();
});

test.describe('in a browser that allows no service worker', () => {
  test.use({ serviceWorkers: 'block' });

  test('pages still render: their error state says why, a notice tells, and nothing throws', async ({ page }) => {
    const uncaught: string[] = [];
    page.on('pageerror', (error) => uncaught.push(error.message));
    for (const [path, failure] of [
      ['/app/dashboard', 'Failed to load dashboard data'],
      ['/', 'Proof metrics could not be loaded.'],
    ] as const) {
      await open(page, path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      // The notice comes first and hides after a few seconds; the error state only after the retries.
      await expect(page.getByText(common.mocks.unavailableTitle)).toBeVisible();
      const state = page.getByRole('alert').filter({ hasText: failure });
      await expect(state).toContainText(common.mocks.unavailableDescription);
      await expect(state.getByRole('button', { name: common.actions.retry })).toBeVisible();
    }
    expect(uncaught).toEqual([]);
  });
});
