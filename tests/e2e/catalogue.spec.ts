import { expect, expectNoAxeViolations, open, test } from './support/fixtures';

test('FAQ: a deep link opens its answer, search filters', async ({ page, pageErrors }) => {
  await open(page, '/app/faq#uid-approval');
  const question = page.getByRole('button', { name: 'How long does UID approval take?' });
  await expect(question).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByText('Exchanges confirm a linked UID within 24-48 hours.', { exact: false })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search questions and answers' }).fill('USDT');
  await expect(page.getByRole('status')).toContainText('questions');
  await expectNoAxeViolations(page);
  expect(pageErrors).toEqual([]);
});

test('AI: Launch and Try Beta open the demo panel, Coming Soon is disabled', async ({ page }) => {
  await open(page, '/app/ai');
  await expect(page.getByRole('button', { name: /^Coming Soon/ }).first()).toBeDisabled();
  await page.getByRole('button', { name: 'Try Beta: Portfolio Tracker' }).click();
  const dialog = page.getByRole('dialog', { name: 'Portfolio Tracker' });
  await expect(dialog).toContainText('beta');
  await expectNoAxeViolations(page);
});

test('Market: filters live in the URL and survive a reload', async ({ page }) => {
  await open(page, '/app/market');
  await expect(page.getByRole('article')).toHaveCount(4);
  await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Price: low to high' });
  await expect(page.getByRole('article').first()).toContainText('Futures Mentor Club');
  await page.getByRole('searchbox', { name: 'Search' }).fill('strategies');
  await expect(page).toHaveURL(/q=strategies/);
  await expect(page).toHaveURL(/sort=price-low/);
  await page.reload();
  await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue('strategies');
  await page
    .getByRole('article')
    .first()
    .getByRole('button', { name: /View details/ })
    .click();
  await expect(page.getByRole('dialog')).toContainText('KYC verification is required');
  await expectNoAxeViolations(page);
});
