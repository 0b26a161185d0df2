import type { Page } from '@playwright/test';
import ko from '../../src/i18n/locales/ko/trustboard.json' with { type: 'json' };
import { expect, expectNoAxeViolations, open, test } from './support/fixtures';
import { clippedText } from './support/overflow';

/**
 * The ledger proof in the production build with the real service worker (PROOF.md §6, §8): the
 * public weekly checkpoints signed out, Verify turning green, Verify failing at the named step under
 * each tamper switch, and on testnet a claim, then closing the week, giving a proof that verifies.
 */

const passed = 'This record is in the ledger as published';
/** The browser checks the weekly checkpoints once the section comes near the screen: bring it there. */
async function showLedgerProof(page: Page) {
  await page.locator('section[aria-labelledby="ledger-proof-title"]').scrollIntoViewIfNeeded();
}

/** The trader's records: a table, or a list of cards on a phone. */
const reconciliations = (page: Page) => page.locator('section[aria-labelledby="reconciliation-title"]');

/** Asks the mock backend as the app does (the signed-in user's bearer token). */
async function askApi<T>(page: Page, path: string): Promise<T> {
  return page.evaluate(async (url) => {
    const { token } = JSON.parse(localStorage.getItem('octoss.session') ?? '{}') as { token?: string };
    const response = await fetch(url, { headers: { Authorization: `Bearer ${token}` } });
    return (await response.json()) as T;
  }, path);
}

/**
 * The newest record on the table's first page that has a proof at the latest checkpoint (a record of
 * a closed week): under `?mockTamper=record` it is the one whose amount is answered changed.
 */
async function provenRecordId(page: Page): Promise<string> {
  // The label ends with the record's id, in every language. The rows show once the start-up
  // sign-in is done: only then does the page hold the token `askApi` sends.
  const buttons = reconciliations(page).getByRole('button', { name: /rec-\S+$/ });
  await expect(buttons.first()).toBeVisible();
  const proofs = await askApi<{ bundles: { leaf: { recordId: string } }[] }>(page, '/api/proof/me?period=latest');
  const proven = new Set(proofs.bundles.map((bundle) => bundle.leaf.recordId));
  const labels = await buttons.evaluateAll((elements) => elements.map((element) => element.getAttribute('aria-label')));
  const id = labels.map((label) => label!.split(' ').at(-1)!).find((candidate) => proven.has(candidate));
  expect(id, 'a record of a closed week on the first page').toBeDefined();
  return id!;
}

const english = { label: 'Verify record {{id}}', title: 'Verify this record' };

/** Opens Verify on one record (`texts`: the button's label and the dialog's title in the page's language). */
async function openVerify(page: Page, id: string, texts = english) {
  await reconciliations(page)
    .getByRole('button', { name: texts.label.replace('{{id}}', id) })
    .click();
  const dialog = page.getByRole('dialog', { name: texts.title });
  await expect(dialog).toBeVisible();
  return dialog;
}

test.use({ reducedMotion: 'reduce' });

test('signed out, the public Trustboard shows the weekly checkpoints, each checked in the browser', async ({
  page,
  pageErrors,
}) => {
  // A fresh window whose start-up sign-in fails all three tries: the page is read signed out.
  await open(page, '/trustboard', 'mockFail=auth&mockFailTimes=3');
  await showLedgerProof(page);
  const table = page.getByRole('table', { name: 'Weekly checkpoints' });
  await expect(table).toBeVisible();
  const rows = table.getByRole('row');
  await expect.poll(() => rows.count()).toBeGreaterThan(2);
  await expect(rows.nth(1)).toContainText(/\d{4}-W\d{2}/);
  await expect(rows.nth(1)).toContainText('Not anchored in demo');
  // Every week's signature verifies under the pinned key in this browser.
  await expect(table.getByText('Verified')).toHaveCount((await rows.count()) - 1);
  await expect(page.getByText('Demo key')).toBeVisible();
  // Signed out there is no owner key and no Verify on records.
  await expect(page.getByRole('heading', { name: 'Your owner key' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Verify record / })).toHaveCount(0);
  await expectNoAxeViolations(page, 'section[aria-labelledby="ledger-proof-title"]');
  // (The failed sign-in's 500s and the 401s that follow are logged by the browser, as asked.)
  expect(pageErrors.filter((error) => !error.includes('Failed to load resource'))).toEqual([]);
});

test('Verify turns green for a record of a closed week, walking every step', async ({ page, pageErrors }) => {
  await open(page, '/app/trustboard');
  const id = await provenRecordId(page);
  const dialog = await openVerify(page, id);
  await expect(dialog.getByText(passed)).toBeVisible();
  const steps = dialog.getByRole('list', { name: 'Verification steps' });
  await expect(steps).toContainText('The ledger entry says what this page shows');
  await expect(steps).toContainText("The path reaches the checkpoint's root");
  await expect(dialog.getByText(/npm run proof:verify -- /)).toBeVisible();
  await expect(dialog.getByText(/python3 ledger\/verify_proof\.py/)).toBeVisible();
  await expectNoAxeViolations(page, '[role="dialog"]');
  // Keyboard: Escape closes the dialog and gives focus back to the row's Verify.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(reconciliations(page).getByRole('button', { name: `Verify record ${id}` })).toBeFocused();
  expect(pageErrors).toEqual([]);
});

test('on a 360 px phone in Korean, Verify fits the screen and is read and closed by keyboard', async ({
  page,
  pageErrors,
}, testInfo) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await open(page, '/app/trustboard', 'lang=ko');
  const id = await provenRecordId(page);
  const dialog = await openVerify(page, id, { label: ko.table.verifyLabel, title: ko.verify.title });
  await expect(dialog.getByText(ko.verify.passed)).toBeVisible();
  expect(await clippedText(page), 'clipped text').toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await page.screenshot({ path: testInfo.outputPath('verify-ko-360.png') });
  await dialog.getByText(/npm run proof:verify/).scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath('verify-ko-360-commands.png') });
  await dialog.getByText(ko.verify.passed).scrollIntoViewIfNeeded();
  // Focus stays in the dialog; Escape closes it and gives focus back to the row's button.
  await page.keyboard.press('Tab');
  await expect(dialog.locator(':focus')).toHaveCount(1);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(
    reconciliations(page).getByRole('button', { name: ko.table.verifyLabel.replace('{{id}}', id) }),
  ).toBeFocused();
  expect(pageErrors).toEqual([]);
});

for (const [tamper, number, step] of [
  ['record', 2, 'The ledger entry says what this page shows'],
  ['leaf', 6, "The path reaches the checkpoint's root"],
] as const) {
  test(`?mockTamper=${tamper}: Verify fails at step ${number}, ${step}`, async ({ page }) => {
    await open(page, '/app/trustboard', `mockTamper=${tamper}`);
    const dialog = await openVerify(page, await provenRecordId(page));
    await expect(dialog.getByRole('alert')).toContainText(`Verification failed at step ${number}: ${step}`);
    await expect(dialog.getByText(passed)).toHaveCount(0);
  });
}

test('?mockTamper=fork: a browser that saw the honest checkpoint sees the rewrite, and Verify fails at consistency', async ({
  page,
}) => {
  await open(page, '/app/trustboard');
  await showLedgerProof(page);
  await expect(page.getByText(/This browser remembers checkpoint \d{4}-W\d{2} from now on/)).toBeVisible();
  await open(page, '/app/trustboard', 'mockTamper=fork');
  await showLedgerProof(page);
  await expect(
    page.getByText(/does not extend checkpoint \d{4}-W\d{2}, the one this browser saw before/),
  ).toBeVisible();
  const dialog = await openVerify(page, await provenRecordId(page));
  await expect(dialog.getByRole('alert')).toContainText(
    'Verification failed at step 9: Consistent with what this browser saw before',
  );
});

test('testnet: a claim, then closing the week, gives a proof that verifies', async ({ page, pageErrors }) => {
  // Five pages and a sandbox loop: about a minute while other work loads both cores.
  test.setTimeout(180_000);
  await open(page, '/app/testnet');
  await page.getByRole('button', { name: 'Testnet sandbox' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Testnet sandbox' })).toBeVisible();
  await page.getByRole('button', { name: 'Link demo account' }).click();
  await expect(page.getByText(/Demo account \d+ linked/)).toBeVisible();
  const linkApproved = async () =>
    (await askApi<{ items: { status: string }[] }>(page, '/api/uid-links?pageSize=100')).items.some(
      (link) => link.status === 'APPROVED',
    );
  await expect.poll(linkApproved, { timeout: 30_000 }).toBe(true);
  await page.getByRole('button', { name: 'Simulate trading fees' }).click();
  await expect(page.getByText(/1 accruals created/)).toBeVisible();

  await open(page, '/app/payouts');
  await page.getByRole('textbox', { name: 'Wallet address' }).fill('0x52908400098527886E0F7030069857D2E4169EE7');
  await page.getByRole('button', { name: 'Save wallet' }).click();
  await expect(page.getByText('Wallet saved')).toBeVisible();
  await page.getByTestId('claim-usdt').click();
  await page.getByRole('dialog', { name: 'Claim Payout' }).getByRole('button', { name: 'Confirm Claim' }).click();
  await expect(page.getByText('Payout Claimed Successfully')).toBeVisible();

  // Before the week closes, the claim's record is proven at the next checkpoint.
  await open(page, '/app/trustboard');
  const claimRow = reconciliations(page).getByRole('row').filter({ hasText: 'Payout Claimed' }).first();
  await expect(claimRow).toBeVisible();
  const claimId = (await claimRow.getByRole('button', { name: /^Verify record / }).getAttribute('aria-label'))!.replace(
    'Verify record ',
    '',
  );
  let dialog = await openVerify(page, claimId);
  await expect(dialog.getByText(/proven at the next checkpoint/)).toBeVisible();

  await open(page, '/app/testnet');
  await page.getByRole('button', { name: 'Close the week' }).click();
  await expect(page.getByText(/Week \d{4}-W\d{2} closed: its checkpoint is published/)).toBeVisible();

  await open(page, '/app/trustboard');
  await expect(reconciliations(page)).toBeVisible();
  dialog = await openVerify(page, claimId);
  await expect(dialog.getByText(passed)).toBeVisible();
  // Before the first checkpoint the bundle and `latest` answer 404, which the browser logs: nothing else.
  expect(pageErrors.filter((error) => !error.includes('status of 404'))).toEqual([]);
});
