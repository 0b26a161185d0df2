import type { Locator } from '@playwright/test';

/** Fills the partner application dialog with a valid application (Acme, EU, Kraken), ready to submit. */
export async function fillPartnerApplication(dialog: Locator): Promise<void> {
  await dialog.getByRole('textbox', { name: 'Company or name' }).fill('Acme');
  await dialog.getByRole('textbox', { name: 'Contact person' }).fill('Kim');
  await dialog.getByRole('textbox', { name: 'Email' }).fill('kim@example.com');
  await dialog.getByRole('button', { name: 'EU', exact: true }).click();
  await dialog.getByRole('button', { name: 'Kraken', exact: true }).click();
  await dialog.getByRole('spinbutton', { name: /Estimated monthly volume/ }).fill('100000');
  await dialog.getByRole('checkbox').check();
}

/** Chooses the option of a native select whose text matches `label` (Playwright's own takes exact text). */
export async function chooseOption(select: Locator, label: RegExp): Promise<void> {
  const option = select.locator('option').filter({ hasText: label });
  await select.selectOption({ value: (await option.getAttribute('value')) ?? '' });
}
