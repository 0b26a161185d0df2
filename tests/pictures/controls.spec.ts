import { expect, test, type Page } from '@playwright/test';
import { demoAccountFigures, emptyText, loadingIndicators } from './stories';

/**
 * A page story's Controls (stories/support/pageStories.ts) change what it shows: set in a link
 * (`&args=`, as a designer shares one) and changed in a story already open (as the Controls panel
 * does), where the story starts again from the new backend rather than showing the answers it cached.
 */
const open = (page: Page, id: string, args = '') =>
  page.goto(`/iframe.html?viewMode=story&id=${id}&args=${args}&globals=a11y.manual:!true`);

/** A cold open loads Storybook's preview and the page's chunks first: on a busy machine that takes a while. */
const coldOpen = { timeout: 45_000 };

const tryAgain = (page: Page) => page.getByRole('alert').getByRole('button', { name: 'Try again' });

/** The empty state of Payouts: its own text and none of the demo account's figures. */
async function expectEmptyPayouts(page: Page, timeout?: { timeout: number }) {
  const root = page.locator('#storybook-root');
  await expect(root.getByText(emptyText['Pages/Payouts']!).first()).toBeVisible(timeout);
  await expect(page.locator(loadingIndicators)).toHaveCount(0);
  const text = (await root.textContent()) ?? '';
  for (const figure of demoAccountFigures) expect(text, `no demo figure ${figure}`).not.toContain(figure);
}

test('args=backend:fails shows the page in its error state', async ({ page }) => {
  await open(page, 'pages-payouts--loaded', 'backend:fails');
  await expect(tryAgain(page).first()).toBeVisible(coldOpen);
  await expect(page.locator(loadingIndicators)).toHaveCount(0);
});

test('args=backend:never-answers shows the page loading', async ({ page }) => {
  await open(page, 'pages-dashboard--loaded', 'backend:never-answers');
  await expect(page.locator('.MuiSkeleton-root').first()).toBeVisible(coldOpen);
  await expect(tryAgain(page)).toHaveCount(0);
});

test('args=data:new-account shows the page empty', async ({ page }) => {
  await open(page, 'pages-payouts--loaded', 'data:new-account');
  await expectEmptyPayouts(page, coldOpen);
});

test('a control changed in an open story shows the new backend, not answers cached from the old one', async ({
  page,
}) => {
  await open(page, 'pages-payouts--loaded');
  // The demo account's claimable balance.
  const demo = page.locator('#storybook-root').getByText('376.61 USDT');
  await expect(demo).toBeVisible(coldOpen);
  await expect(page.locator(loadingIndicators)).toHaveCount(0);

  // What the Controls panel sends the preview.
  const change = (updatedArgs: Record<string, string>) =>
    page.evaluate((args) => {
      const channel = (window as unknown as { __STORYBOOK_ADDONS_CHANNEL__: { emit: (...a: unknown[]) => void } })
        .__STORYBOOK_ADDONS_CHANNEL__;
      channel.emit('updateStoryArgs', { storyId: 'pages-payouts--loaded', updatedArgs: args });
    }, updatedArgs);

  await change({ data: 'new-account' });
  await expectEmptyPayouts(page);

  await change({ data: 'demo', backend: 'fails' });
  await expect(tryAgain(page).first()).toBeVisible();

  await change({ backend: 'answers' });
  await expect(demo).toBeVisible();
  await expect(tryAgain(page)).toHaveCount(0);
  await expect(page.locator('#storybook-root').getByText(emptyText['Pages/Payouts']!)).toHaveCount(0);
});
