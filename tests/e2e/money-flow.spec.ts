import { readFile } from 'node:fs/promises';
import { expect, expectNoAxeViolations, open, test, withMotion } from './support/fixtures';
import { chooseOption } from './support/forms';

test.use(withMotion);

test('link a UID: pending, then approved by itself, and still there after a reload', async ({ page, pageErrors }) => {
  await open(page, '/app/payback', 'onboard=true');
  await expect(page.getByRole('combobox', { name: 'Exchange' })).toBeFocused();
  await chooseOption(page.getByRole('combobox', { name: 'Exchange' }), /CEX-B/);
  await page.getByRole('textbox', { name: 'UID' }).fill('42424242');
  await page.getByRole('button', { name: 'Link account' }).click();
  await expect(page.getByText('UID Submitted')).toBeVisible();
  const row = page.getByRole('row', { name: /42424242/ });
  await expect(row.getByText('Pending')).toBeVisible();
  await expect(row.getByText('Approved')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.reload();
  await expect(page.getByRole('row', { name: /42424242/ }).getByText('Approved')).toBeVisible();
  expect(pageErrors).toEqual([]);
});

test('claim USDT: one payout, shown on Payouts, Dashboard and Trustboard', async ({ page, pageErrors }) => {
  await open(page, '/app/payouts');
  await page.getByRole('button', { name: 'Claim USDT' }).click();
  const dialog = page.getByRole('dialog', { name: 'Claim Payout' });
  await expect(dialog).toContainText('Ethereum (ERC-20)');
  await expectNoAxeViolations(page);
  await dialog.getByRole('textbox', { name: 'Amount' }).fill('100');
  await dialog.getByRole('button', { name: 'Confirm Claim' }).dblclick();
  await expect(page.getByText('Payout Claimed Successfully')).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Completed (4)' })).toBeVisible();
  await page.getByRole('tab', { name: 'Completed (4)' }).click();
  await expect(page.getByRole('table', { name: 'Payout history' }).getByText('Sandbox payout')).toHaveCount(1);

  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Dashboard' }).click();
  await expect(page.getByRole('region', { name: 'Earnings' })).toContainText('276.61 USDT');

  await open(page, '/app/trustboard');
  const firstRow = page.getByRole('table', { name: 'Transaction Reconciliation' }).getByRole('row').nth(1);
  await expect(firstRow).toContainText('Payout Claimed');
  await expect(firstRow).toContainText('-100.00 USDT');
  expect(pageErrors).toEqual([]);
});

test('Raise dispute leads to the filtered Trustboard, whose chip clears the filter', async ({ page }) => {
  await open(page, '/app/dashboard');
  await page.getByRole('link', { name: 'Raise dispute' }).click();
  await expect(page).toHaveURL(/filter=discrepancy/);
  await page.getByRole('button', { name: 'Remove filter: Discrepancies only' }).click();
  await expect(page).not.toHaveURL(/filter=/);
  await page
    .getByRole('table', { name: 'Transaction Reconciliation' })
    .getByRole('button', { name: 'Report Issue' })
    .first()
    .click();
  await expect(page.getByRole('dialog', { name: 'Report an issue' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('the dashboard error state, said once', async ({ page }) => {
  await open(page, '/app/dashboard', 'mockFail=dashboard');
  await expect(page.getByText('Failed to load dashboard data')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Try again' }).first()).toBeVisible();
  // A first load that fails is said by the error state alone: no toast repeats it.
  await expect(page.getByText('Error loading dashboard')).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test('the link form rejects duplicates, blanks and markup', async ({ page }) => {
  await open(page, '/app/payback');
  await chooseOption(page.getByRole('combobox', { name: 'Exchange' }), /CEX-A/);
  const uid = page.getByRole('textbox', { name: 'UID' });
  await uid.fill('   ');
  await expect(page.getByRole('button', { name: 'Link account' })).toBeDisabled();
  await uid.fill('58213907');
  await page.getByRole('button', { name: 'Link account' }).click();
  await expect(page.getByText('This UID is already linked to the selected exchange.')).toBeVisible();
  await uid.fill('<b>bold</b>');
  await page.getByRole('button', { name: 'Link account' }).click();
  await expect(page.getByText('Please select an exchange and enter your UID.')).toBeVisible();
  await expect(page.locator('b', { hasText: 'bold' })).toHaveCount(0);
});

test('claiming everything leaves 0, disables Claim, and survives a reload', async ({ page }) => {
  await open(page, '/app/payouts');
  await page.getByTestId('claim-usdt').click();
  await page.getByRole('dialog', { name: 'Claim Payout' }).getByRole('button', { name: 'Confirm Claim' }).click();
  await expect(page.getByText('Payout Claimed Successfully')).toBeVisible();
  await expect(page.getByTestId('claim-usdt')).toBeDisabled();
  await page.reload();
  await expect(page.locator('section[aria-labelledby="balance-title"]')).toContainText('0.00 USDT');
  await expect(page.getByTestId('claim-usdt')).toBeDisabled();
});

test('a special settlement goes from Requested to Paid, and the reminder is a valid .ics', async ({ page }) => {
  await open(page, '/app/settlements', 'tab=special');
  const row = page.getByRole('row', { name: /Beta Rate bonus/ });
  await row.getByRole('button', { name: 'Request' }).click();
  await expectNoAxeViolations(page);
  await page.getByRole('dialog').getByRole('button', { name: 'Request' }).click();
  await expect(page.getByText('Settlement Requested')).toBeVisible();
  await expect(row.getByText('Requested').or(row.getByText('Processing'))).toBeVisible();
  await expect(row.getByText('Paid')).toBeVisible();
  await page.getByRole('tab', { name: 'Auto-Settlement' }).click();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Add reminder to calendar' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('octoss-auto-settlement.ics');
  const content = await readFile(await file.path(), 'utf8');
  expect(content).toMatch(/^BEGIN:VCALENDAR\r\n/);
  expect(content).toContain('BEGIN:VEVENT');
  expect(content).toMatch(/DTSTART:\d{8}T\d{6}Z/);
});
