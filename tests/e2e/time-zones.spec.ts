import { expect, open, test } from './support/fixtures';

/**
 * Issue 15, item 5: a day in `?period` is the reader's day, the one the table shows. In Los Angeles
 * a record from 00:00-08:00 UTC is dated the day before its UTC day; it must be listed under that
 * earlier day. Against UTC days it was missing.
 */
const zone = 'America/Los_Angeles';
test.use({ timezoneId: zone });

// Computed here with Intl, not with the app's rule, so the test checks the app against the clock.
const readerDay = (iso: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(iso),
  );

test('a record is listed under the day the table dates it, not its UTC day', async ({ page, pageErrors }) => {
  await open(page, '/app/trustboard');
  const table = page.getByRole('table', { name: 'Transaction Reconciliation' });
  const stamps = table.getByRole('row').locator('time');
  await expect(stamps.first()).toBeVisible();
  const shown = await stamps.evaluateAll((times) =>
    times.map((time) => ({ iso: time.getAttribute('datetime') ?? '', text: time.textContent ?? '' })),
  );
  // Twenty records a random number of hours apart: at least one sits in the eight hours where the days differ.
  const probe = shown.find(({ iso }) => readerDay(iso) !== iso.slice(0, 10));
  expect(probe, 'a record whose Los Angeles day is not its UTC day').toBeDefined();
  const day = readerDay(probe!.iso);
  const shownDate = probe!.text.slice(0, 'Nov 23, 2026'.length);

  await open(page, `/app/trustboard?period=${day}_${day}`);
  await expect(page.getByRole('button', { name: /^Remove filter/ })).toBeVisible();
  await expect(table.locator(`time[datetime="${probe!.iso}"]`)).toHaveCount(1);
  // Every row the filter keeps carries the date the reader asked for, as the table prints it.
  for (const text of await table.getByRole('row').locator('time').allTextContents())
    expect(text.startsWith(shownDate), text).toBe(true);
  expect(pageErrors).toEqual([]);
});

test("the Payouts page exports a reader's day with that day's records", async ({ page }) => {
  await open(page, '/app/trustboard');
  const table = page.getByRole('table', { name: 'Transaction Reconciliation' });
  await expect(table.getByRole('row').locator('time').first()).toBeVisible();
  const isos = await table
    .getByRole('row')
    .locator('time')
    .evaluateAll((times) => times.map((time) => time.getAttribute('datetime') ?? ''));
  const probe = isos.find((iso) => readerDay(iso) !== iso.slice(0, 10));
  expect(probe, 'a record whose Los Angeles day is not its UTC day').toBeDefined();
  const day = readerDay(probe!);

  await open(page, '/app/payouts');
  await page.getByRole('textbox', { name: 'From', exact: true }).fill(day);
  await page.getByRole('textbox', { name: 'To', exact: true }).fill(day);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Reconciliations CSV' }).click(),
  ]);
  const csv = await (await download.createReadStream()).toArray();
  expect(Buffer.concat(csv).toString('utf8')).toContain(probe!);
});
