import type { Page } from '@playwright/test';
import { lateByMs } from '../../mocks/faults';
import { expect, open, test } from './support/fixtures';
import { closeToast } from './support/toasts';

/** The client timeout in the timeout case (`?mockTimeoutMs=`): 3 s instead of 15 s, for a confirmation that is not retried. */
const clientTimeoutMs = 3000;

type Sent = { key: string | undefined; at: number; status?: number };

/** The money-moving POSTs the page sends to `path`, with their Idempotency-Key and answer status. */
function watchPosts(page: Page, path: RegExp): Sent[] {
  const sent: Sent[] = [];
  const pending = new Map<object, Sent>();
  page.on('request', (request) => {
    if (request.method() !== 'POST' || !path.test(new URL(request.url()).pathname)) return;
    const entry = { key: request.headers()['idempotency-key'], at: Date.now() };
    sent.push(entry);
    pending.set(request, entry);
  });
  page.on('response', (response) => {
    const entry = pending.get(response.request());
    if (entry) entry.status = response.status();
  });
  return sent;
}

test('a double click on Request sends one settlement request, under one key', async ({ page, pageErrors }) => {
  const posts = watchPosts(page, /^\/api\/settlements\/[^/]+\/requests$/);
  await open(page, '/app/settlements', 'tab=special');
  const row = page.getByRole('row', { name: /Beta Rate bonus/ });
  await row.getByRole('button', { name: 'Request' }).click();
  await page
    .getByRole('dialog', { name: 'Request this settlement?' })
    .getByRole('button', { name: 'Request' })
    .dblclick();
  await expect(page.getByText('Settlement Requested').first()).toBeVisible();
  await expect(row.getByText('Requested').or(row.getByText('Processing'))).toBeVisible();
  // A second request under another key would be refused (409): every answer must be a success.
  await expect.poll(() => posts.every((post) => post.status !== undefined)).toBe(true);
  expect(posts.map((post) => post.status)).not.toContain(409);
  expect(new Set(posts.map((post) => post.key)).size, 'Idempotency-Keys sent').toBe(1);
  expect(pageErrors).toEqual([]);
});

for (const kind of ['network', 'timeout'] as const) {
  test(`a claim whose first attempt meets a ${kind} error, confirmed again, pays once`, async ({ page }) => {
    // Two fault rounds (the claim, then the reloaded page's queries) and their retries, on a possibly loaded machine.
    test.setTimeout(120_000);
    const posts = watchPosts(page, /^\/api\/payouts\/claims$/);
    const timeout = kind === 'timeout' ? `&mockTimeoutMs=${clientTimeoutMs}` : '';
    // Every payouts endpoint fails once: the page's queries retry by themselves, the claim does not.
    await open(page, '/app/payouts', `mockFail=payouts&mockFault=${kind}&mockFailTimes=1${timeout}`);
    await page.getByTestId('claim-usdt').click();
    const dialog = page.getByRole('dialog', { name: 'Claim Payout' });
    await dialog.getByRole('textbox', { name: 'Amount' }).fill('100');
    await dialog.getByRole('button', { name: 'Confirm Claim' }).click();
    await closeToast(page, 'The claim could not be completed', 20_000);
    await dialog.getByRole('button', { name: 'Confirm Claim' }).click();
    await expect(page.getByText('Payout Claimed Successfully')).toBeVisible();

    expect(posts.length, 'claims sent').toBe(2);
    expect(posts[0]!.key, 'the retry re-sends the Idempotency-Key of the first attempt').toBe(posts[1]!.key);
    if (kind === 'timeout') {
      // The mock still pays the timed-out claim, after the client gave up (the case the key is for):
      // let that late answer happen before counting, since a reload would drop it.
      await page.waitForTimeout(Math.max(0, posts[0]!.at + clientTimeoutMs + lateByMs + 2000 - Date.now()));
    }
    await page.reload();
    // The reloaded page meets the fault once more: its balance comes after react-query's retry.
    await expect(page.locator('section[aria-labelledby="balance-title"]')).toContainText('276.61 USDT', {
      timeout: 45_000,
    });
    await page.getByRole('tab', { name: 'Completed (4)' }).click();
    await expect(page.getByRole('table', { name: 'Payout history' }).getByText('Sandbox payout')).toHaveCount(1);
  });
}
