import { readFile } from 'node:fs/promises';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import type { Download, Locator } from '@playwright/test';
import { expect, expectNoAxeViolations, open, test, withMotion } from './support/fixtures';

test.use(withMotion);

/** What a phone's camera reads from a PNG: the QR code's text, or null. */
const decodePng = (png: Buffer) => {
  const { data, width, height } = PNG.sync.read(png);
  return jsQR(new Uint8ClampedArray(data), width, height)?.data ?? null;
};

/** The QR image as the page shows it, drawn in the browser and read back as a PNG. */
const shownQrPng = async (image: Locator) =>
  Buffer.from(
    await image.evaluate(async (element: HTMLImageElement) => {
      await element.decode();
      const canvas = document.createElement('canvas');
      canvas.width = 512;
      canvas.height = 512;
      const context = canvas.getContext('2d')!;
      context.imageSmoothingEnabled = false;
      context.drawImage(element, 0, 0, 512, 512);
      return canvas.toDataURL('image/png').split(',')[1]!;
    }),
    'base64',
  );

const savedFile = async (download: Download) => readFile((await download.path())!);

test('Partner Hub: copy code, share tabs with QR, UTM builder from ?utm=builder, DM pack, Link-in-Bio', async ({
  page,
  context,
  pageErrors,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await open(page, '/app/referral', 'utm=builder');
  await expect(page.getByRole('heading', { name: 'UTM link builder' })).toBeInViewport();
  await page.getByRole('button', { name: 'Copy the referral code' }).click();
  await expect(page.getByText('Copied!').first()).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('OCTOSS-7F3K');
  await page.getByRole('textbox', { name: 'Campaign' }).fill('winter sale');
  await expect(page.getByLabel('Your tagged link')).toContainText('utm_campaign=winter+sale');

  await page.getByRole('button', { name: 'Share' }).click();
  const share = page.getByRole('dialog', { name: 'Share your link' });
  await share.getByRole('tab', { name: 'QR' }).click();
  await expect(share.getByRole('img', { name: 'QR code of your referral link' })).toBeVisible();
  await expectNoAxeViolations(page);
  await share.getByRole('tab', { name: 'Quick' }).click();
  await share.getByRole('button', { name: 'DM Scripts' }).click();
  const dm = page.getByRole('dialog', { name: 'DM Script Pack' });
  for (const tab of ['Warm', 'Social', 'Guild', 'Checklist']) await dm.getByRole('tab', { name: tab }).click();
  await expectNoAxeViolations(page);
  await dm.getByRole('button', { name: 'Close' }).click();

  await page.getByRole('button', { name: 'Link-in-Bio' }).click();
  const lib = page.getByRole('dialog', { name: 'Your Link-in-Bio' });
  await expect(lib.getByRole('heading', { name: 'Minji Park' })).toBeVisible();
  await expect(lib).toContainText('https://octoss.app/l/octoss-7f3k');
  await expectNoAxeViolations(page);
  await lib.getByRole('link', { name: 'Open the public page' }).click();
  await expect(page).toHaveURL(/\/l\/octoss-7f3k$/);
  await expect(page.getByRole('heading', { name: 'Minji Park' })).toBeVisible();
  await expectNoAxeViolations(page);
  expect(pageErrors).toEqual([]);
});

test("Save QR downloads a PNG and an SVG named after the code; the PNG and the page's image decode to the referral link", async ({
  page,
  pageErrors,
}) => {
  await open(page, '/app/referral');
  await page.getByRole('button', { name: 'Show QR' }).click();
  const image = page.getByRole('img', { name: 'QR code of your referral link' });
  await expect(image).toBeVisible();
  // An <img>: the browser's own menu can save or copy it.
  await expect(image).toHaveJSProperty('tagName', 'IMG');
  const link = 'https://octoss.app/?ref=OCTOSS-7F3K';
  expect(decodePng(await shownQrPng(image))).toBe(link);

  const [png] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Save QR (PNG)' }).click(),
  ]);
  expect(png.suggestedFilename()).toBe('octoss-qr-OCTOSS-7F3K.png');
  const pngFile = await savedFile(png);
  expect(PNG.sync.read(pngFile)).toMatchObject({ width: 512, height: 512 });
  expect(decodePng(pngFile)).toBe(link);
  await expect(page.getByText('QR code saved: octoss-qr-OCTOSS-7F3K.png')).toBeVisible();

  const [svg] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Save QR (SVG)' }).click(),
  ]);
  expect(svg.suggestedFilename()).toBe('octoss-qr-OCTOSS-7F3K.svg');
  expect((await savedFile(svg)).toString('utf8')).toMatch(/^<svg[^>]+xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
  expect(pageErrors).toEqual([]);
});

test('an unknown Link-in-Bio code is a friendly not-found', async ({ page }) => {
  await open(page, '/l/nobody-here');
  await expect(page.getByRole('heading', { name: 'This profile does not exist' })).toBeVisible();
});

test('the playbook checklist survives a reload', async ({ page }) => {
  await open(page, '/app/playbook#first-claim');
  const box = page.getByRole('checkbox', { name: 'Message 10 warm contacts' });
  await box.check();
  await expect(page.getByText('3 of 6 done')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('checkbox', { name: 'Message 10 warm contacts' })).toBeChecked();
});

test('earn points and recalculate the tier', async ({ page }) => {
  await open(page, '/app/value-zone', 'tab=guide');
  await expect(page.getByRole('tab', { name: 'Level-up Guide' })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('button', { name: 'Earn demo points' }).click();
  await expect(page.getByText('Points Earned!')).toBeVisible();
  await page.getByRole('button', { name: 'Recalculate tier' }).click();
  await expect(page.getByText('Tier Recalculated')).toBeVisible();
  await page.getByRole('tab', { name: 'Points History' }).click();
  await expect(page.getByRole('table', { name: 'Points History' }).getByText('Demo points')).toBeVisible();
  await expectNoAxeViolations(page);
});
