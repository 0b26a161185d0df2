import common from '../../src/i18n/locales/en/common.json' with { type: 'json' };
import type { Page } from '@playwright/test';
import { readRows, unregisterDemoBackend, writeRow } from './support/demoBackend';
import { demoBackendStarted, expect, open, test } from './support/fixtures';

/** What the browser may hold or lack: a corrupt saved demo database, no service workers at all. */

// Issue 25, 6: each corruption a saved copy was found with is discarded and seeded anew, with the notice.
const corruptions: [string, (page: Page) => Promise<void>][] = [
  [
    'a balance stored as a string',
    async (page) => {
      const [balance] = await readRows(page, 'demo', 'balance');
      await writeRow(page, ['demo', 'balance', 'user-demo'], { ...balance, claimable: '376.61' });
    },
  ],
  ['an emptied table of users', (page) => writeRow(page, ['demo', 'user', 'user-demo'], undefined)],
  [
    'a record in a state the contract has not',
    async (page) => {
      const [record] = await readRows(page, 'demo', 'reconciliation');
      await writeRow(page, ['demo', 'reconciliation', String(record!.id)], { ...record, state: 'LOST' });
    },
  ],
  ['something else where a row should be', (page) => writeRow(page, ['demo', 'deal', 'deal-1'], 'not a row')],
];

test('a saved demo database that fails its model is reset to the seed with a notice, for each kind of corruption', async ({
  page,
}) => {
  const uncaught: string[] = [];
  page.on('pageerror', (error) => uncaught.push(error.message));
  await open(page, '/app/dashboard');
  await expect(page.getByRole('region', { name: 'Earnings' })).toContainText('376.61 USDT');
  for (const [what, corrupt] of corruptions) {
    // Saved while the demo backend runs, then read by a new one (a running one holds its data in memory).
    await corrupt(page);
    await unregisterDemoBackend(page);
    await page.reload();
    await demoBackendStarted(page);
    await expect(page.getByRole('status').filter({ hasText: common.mocks.resetTitle }), what).toBeVisible();
    await expect(page.getByRole('region', { name: 'Earnings' }), what).toContainText('376.61 USDT');
    // The seed replaced the corrupt copy, so the next start restores it quietly.
    expect((await readRows(page, 'demo', 'user')).length, what).toBe(1);
  }
  expect(uncaught).toEqual([]);
});

test.describe('in a browser that allows no service worker', () => {
  test.use({ serviceWorkers: 'block' });

  test("pages still render: the trader's own part says why it failed, what the HTML holds stays, a notice tells, and nothing throws", async ({
    page,
  }) => {
    const uncaught: string[] = [];
    page.on('pageerror', (error) => uncaught.push(error.message));
    await open(page, '/app/dashboard');
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    const state = page.getByRole('alert').filter({ hasText: 'Failed to load dashboard data' });
    await expect(state).toContainText(common.mocks.unavailableDescription);
    await expect(state.getByRole('button', { name: common.actions.retry })).toBeVisible();
    await expect(page.getByText(common.mocks.unavailableTitle)).toBeVisible();
    // The landing's proof figures are the same for every reader, in its HTML: they stay on screen.
    await open(page, '/');
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expect(page.getByText('Reconciliations this week')).toBeVisible();
    await expect(page.getByText(common.mocks.unavailableTitle)).toBeVisible();
    expect(uncaught).toEqual([]);
  });
});
