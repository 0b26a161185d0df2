import common from '../../src/i18n/locales/en/common.json' with { type: 'json' };
import { storageKey } from '../../mocks/persist';
import { readSaved, unregisterDemoBackend, writeSaved } from './support/demoBackend';
import { demoBackendStarted, expect, open, test } from './support/fixtures';

/** What the browser may hold or lack: a corrupt saved demo database, no service workers at all. */

test('a saved demo database that is not JSON, or JSON of the wrong shape, is reset to the seed with a notice', async ({
  page,
}) => {
  const uncaught: string[] = [];
  page.on('pageerror', (error) => uncaught.push(error.message));
  await open(page, '/app/dashboard');
  await expect(page.getByRole('region', { name: 'Earnings' })).toContainText('376.61 USDT');
  for (const stored of ['{"version":', JSON.stringify({ version: 'two', tables: [['payout', 'nope']] })]) {
    // Saved while the demo backend runs, then read by a new one (a running one holds its data in memory).
    await writeSaved(page, storageKey('demo'), stored);
    await unregisterDemoBackend(page);
    await page.reload();
    await demoBackendStarted(page);
    await expect(page.getByRole('status').filter({ hasText: common.mocks.resetTitle }), stored).toBeVisible();
    await expect(page.getByRole('region', { name: 'Earnings' })).toContainText('376.61 USDT');
    // The seed replaced the corrupt copy, so the next visit restores quietly.
    const saved = await readSaved(page, storageKey('demo'));
    expect(JSON.parse(saved!)).toMatchObject({ tables: expect.any(Object) });
  }
  expect(uncaught).toEqual([]);
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
      const state = page.getByRole('alert').filter({ hasText: failure });
      await expect(state).toContainText(common.mocks.unavailableDescription);
      await expect(state.getByRole('button', { name: common.actions.retry })).toBeVisible();
      await expect(page.getByText(common.mocks.unavailableTitle)).toBeVisible();
    }
    expect(uncaught).toEqual([]);
  });
});
