import { expect, expectNoAxeViolations, open, test } from './support/fixtures';

test('the testnet loop: switch, link, simulate fees, see them, claim, reset, back to empty', async ({
  page,
  pageErrors,
}) => {
  // The whole loop over five pages, with axe scans on the way: about 25 s on a quiet 2-core machine,
  // over a minute while other work loads both cores.
  test.setTimeout(180_000);
  await open(page, '/app/testnet');
  await expect(page.getByText('DEMO ENVIRONMENT')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Go Live' })).toBeDisabled();
  await page.getByRole('button', { name: 'Testnet sandbox' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Testnet sandbox' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Link demo account' }).click();
  await expect(page.getByText(/Demo account \d+ linked/)).toBeVisible();
  // The demo account is approved about 2 s after linking: wait until the sandbox says so (asked
  // as the app asks, with the signed-in user's bearer token).
  const linkApproved = () =>
    page.evaluate(async () => {
      const { token } = JSON.parse(localStorage.getItem('octoss.session') ?? '{}') as { token?: string };
      const links = (await (
        await fetch('/api/uid-links?pageSize=100', { headers: { Authorization: `Bearer ${token}` } })
      ).json()) as { items: { status: string }[] };
      return links.items.some((link) => link.status === 'APPROVED');
    });
  await expect.poll(linkApproved, { timeout: 30_000 }).toBe(true);
  await page.getByRole('button', { name: 'Simulate trading fees' }).click();
  await expect(page.getByText(/1 accruals created/)).toBeVisible();

  await open(page, '/app/payback');
  await expect(page.getByRole('table', { name: 'Accrual History' }).getByRole('row')).toHaveCount(2);
  await open(page, '/app/trustboard');
  await expect(page.getByRole('table', { name: 'Transaction Reconciliation' }).getByRole('row')).toHaveCount(2);

  await open(page, '/app/payouts');
  await expect(page.getByText('Set a payout wallet below before claiming.')).toBeVisible();
  await page.getByRole('textbox', { name: 'Wallet address' }).fill('0x52908400098527886E0F7030069857D2E4169EE7');
  await page.getByRole('button', { name: 'Save wallet' }).click();
  await expect(page.getByText('Wallet saved')).toBeVisible();
  await page.getByTestId('claim-usdt').click();
  await page.getByRole('dialog', { name: 'Claim Payout' }).getByRole('button', { name: 'Confirm Claim' }).click();
  await expect(page.getByText('Payout Claimed Successfully')).toBeVisible();
  await expect(page.locator('section[aria-labelledby="balance-title"]')).toContainText('0.00 USDT');

  await open(page, '/app/testnet');
  await page.getByRole('button', { name: 'Reset sandbox' }).click();
  await expectNoAxeViolations(page);
  await page.getByRole('dialog').getByRole('button', { name: 'Reset' }).click();
  await expect(page.getByText('Sandbox reset')).toBeVisible();
  await open(page, '/app/payback');
  await expect(page.getByText('No accruals yet. Link an exchange account to start earning!')).toBeVisible();

  // The choice survives a reload; switching back brings the demo data again.
  await open(page, '/app/testnet');
  await expect(page.getByRole('button', { name: 'Testnet sandbox', pressed: true })).toBeVisible();
  await page.getByRole('button', { name: 'Demo data' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Testnet sandbox' })).toHaveCount(0);
  await open(page, '/app/payouts');
  await expect(page.locator('section[aria-labelledby="balance-title"]')).toContainText('376.61 USDT');
  expect(pageErrors).toEqual([]);
});
