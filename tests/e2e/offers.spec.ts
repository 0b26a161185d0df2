import { expect, expectNoAxeViolations, open, test } from './support/fixtures';
import { fillPartnerApplication } from './support/forms';

test('deals: sort and filter in the URL; the application form from empty to received', async ({ page, pageErrors }) => {
  await open(page, '/deals');
  const table = page.getByRole('table', { name: 'Partner programs' });
  await expect(table.getByRole('row')).toHaveCount(30);
  await page.getByRole('combobox', { name: 'Region' }).selectOption('EU');
  await expect(page).toHaveURL(/region=EU/);
  await page.getByRole('button', { name: 'Apply', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Partner application' });
  await dialog.getByRole('button', { name: 'Submit application' }).click();
  await expect(page.getByText('Please fill in all required fields and accept the consent.')).toBeVisible();
  await expectNoAxeViolations(page);
  await fillPartnerApplication(dialog);
  await dialog.getByRole('button', { name: 'Submit application' }).click();
  await expect(page.getByText('Application received')).toBeVisible();
  expect(pageErrors).toEqual([]);
});

test('promos: show expired, save with a toast, alerts tab', async ({ page }) => {
  await open(page, '/app/promos');
  await page
    .getByRole('article')
    .first()
    .getByRole('button', { name: /^Save / })
    .click();
  await expect(page.getByText('Promo Saved')).toBeVisible();
  const count = await page.getByRole('article').count();
  await page.getByRole('checkbox', { name: 'Show expired' }).click();
  await expect(page.getByRole('checkbox', { name: 'Show expired' })).toBeChecked();
  await expect(page.getByRole('article')).not.toHaveCount(count);
  await expect(
    page.getByRole('article').filter({ hasText: 'Expired' }).first().getByRole('link', { name: 'Open promo' }),
  ).toHaveAttribute('aria-disabled', 'true');
  await page.getByRole('tab', { name: 'Alerts' }).click();
  await expect(page).toHaveURL(/tab=alerts/);
  await expectNoAxeViolations(page);
});

test.describe('on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the application sent empty: Submit stays in view and the validation toast covers no part of the dialog', async ({
    page,
  }) => {
    await open(page, '/deals');
    await page.getByRole('button', { name: 'Apply', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Partner application' });
    const submit = dialog.getByRole('button', { name: 'Submit application' });
    await submit.click();
    const toast = page.getByRole('alert').filter({ hasText: 'Validation Error' });
    await expect(toast).toBeVisible();
    // Boxes rather than toBeInViewport: inside the modal its observer reported 0 for a button plainly on screen.
    const [dialogBox, submitBox, toastBox] = [
      await dialog.boundingBox(),
      await submit.boundingBox(),
      await toast.boundingBox(),
    ];
    expect(submitBox!.y, 'Submit is on screen').toBeGreaterThanOrEqual(0);
    expect(submitBox!.y + submitBox!.height, 'Submit is above the toast').toBeLessThanOrEqual(toastBox!.y);
    expect(dialogBox!.y + dialogBox!.height, 'the dialog ends above the toast').toBeLessThanOrEqual(toastBox!.y);
  });
});
