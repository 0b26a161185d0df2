import { expect, open, test } from './support/fixtures';

// Every number on every page in vi and id is checked by the phone walk (phones.spec.ts).

test('MUI texts follow the language: the pager of the Trustboard in Korean', async ({ page }) => {
  test.setTimeout(60_000);
  await open(page, '/trustboard', 'lang=ko');
  // The reconciliation table (the ledger proof's checkpoints table is below it).
  await expect(page.getByRole('table', { name: '거래 대사' })).toBeVisible({ timeout: 45_000 });
  await expect(page.getByRole('button', { name: '다음 페이지로 이동' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Go to next page' })).toHaveCount(0);
});
