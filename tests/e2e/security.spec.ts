import type { Page } from '@playwright/test';
import { pagePaths } from '../../src/app/pagePaths';
import { demoBackendScript } from '../../src/demo/script';
import { buildEnv, contentSecurityPolicy } from '../../vite.config';
import { watchCsp } from './support/csp';
import { expect, open, test } from './support/fixtures';

/**
 * The production Content-Security-Policy as `vite preview` serves it: no page, dialog or the
 * service worker may trip it, and every link that opens a new tab cuts the opener and referrer.
 */

/** Links that open a new tab without both `noopener` and `noreferrer`, and how many such links there are. */
async function newTabLinks(page: Page): Promise<{ count: number; unsafe: string[] }> {
  return page.locator('a[target="_blank"]').evaluateAll((links: HTMLAnchorElement[]) => ({
    count: links.length,
    unsafe: links
      .filter((link) => !['noopener', 'noreferrer'].every((token) => link.relList.contains(token)))
      .map((link) => `${location.pathname}: ${link.outerHTML.slice(0, 120)}`),
  }));
}

/** Waits until a page has its data: a heading, and no skeleton left. */
async function loaded(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.locator('.MuiSkeleton-root')).toHaveCount(0);
}

// Two halves, so the walk runs on both workers.
const halves = [pagePaths.slice(0, Math.ceil(pagePaths.length / 2)), pagePaths.slice(Math.ceil(pagePaths.length / 2))];

halves.forEach((paths, half) => {
  test(`routes ${half + 1}/2: no CSP violation, and new-tab links carry noopener noreferrer`, async ({
    page,
    context,
  }) => {
    test.setTimeout(90_000);
    const violations = await watchCsp(context);
    const unsafe: string[] = [];
    let links = 0;
    for (const path of paths) {
      await open(page, path);
      await loaded(page);
      const found = await newTabLinks(page);
      links += found.count;
      unsafe.push(...found.unsafe);
    }
    expect(violations).toEqual([]);
    expect(unsafe).toEqual([]);
    // The check must have seen links to check (explorer links, exchange and promo links).
    expect(links).toBeGreaterThan(0);
  });
});

test('the preview sends the CSP, nosniff and referrer policy; under them the service worker runs, and the claim, share (QR) and application dialogs trip no CSP', async ({
  page,
  context,
}) => {
  const violations = await watchCsp(context);
  const unsafe: string[] = [];

  const response = await page.goto('/app/payouts?mockDelay=0');
  for (const headers of [response!.headers(), (await page.request.get(`/${demoBackendScript}`)).headers()]) {
    expect(headers['content-security-policy']).toBe(contentSecurityPolicy(buildEnv()));
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  }
  // The balance comes from the demo backend's service worker: it started under the CSP.
  await expect(page.locator('section[aria-labelledby="balance-title"]')).toContainText('376.61 USDT');
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toBe(
    new URL(`/${demoBackendScript}`, page.url()).href,
  );
  await page.getByTestId('claim-usdt').click();
  await expect(page.getByRole('dialog', { name: 'Claim Payout' })).toContainText('Ethereum (ERC-20)');

  await open(page, '/app/referral');
  await page.getByRole('button', { name: 'Share' }).click();
  const share = page.getByRole('dialog', { name: 'Share your link' });
  unsafe.push(...(await newTabLinks(page)).unsafe);
  await share.getByRole('tab', { name: 'QR' }).click();
  await expect(share.getByRole('img', { name: 'QR code of your referral link' })).toBeVisible();

  await open(page, '/deals');
  await page.getByRole('button', { name: 'Apply', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Partner application' })).toBeVisible();
  unsafe.push(...(await newTabLinks(page)).unsafe);

  expect(violations).toEqual([]);
  expect(unsafe).toEqual([]);
});

// Issue 25, 1: the language menu built the English address by dropping the prefix, and
// `/ko//evil.example/pwned` became `//evil.example/pwned`, another site.
for (const hostile of ['/ko//evil.example/pwned', '/ja/\\evil.example/pwned', '/vi/%2F%2Fevil.example']) {
  test(`the language menu stays on this site from ${hostile}`, async ({ page }) => {
    await open(page, hostile);
    await page.getByRole('button', { name: /Language|언어|言語|Ngôn ngữ|Bahasa/ }).click();
    const origin = new URL(test.info().project.use.baseURL!).origin;
    await page.getByRole('menuitem', { name: 'English' }).click();
    await page.waitForURL((url) => !url.pathname.startsWith(hostile.slice(0, 4)));
    expect(new URL(page.url()).origin).toBe(origin);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
}
