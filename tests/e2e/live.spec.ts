import type { Page, Response } from '@playwright/test';
import { watchCsp } from './support/csp';
import { expect, test } from './support/fixtures';
import { chooseOption } from './support/forms';

/**
 * The live build (project `live` in playwright.config.ts): `VITE_API_MODE=live`, its API on another
 * origin (`npm run mock-server`, the demo data set, fresh for the run). Every request crosses origins
 * under the build's CSP, and nothing of the demo is left: no mock code, no service worker, no badge.
 */

// The first page load of a loaded machine, a UID approval and a claim: generous room.
test.setTimeout(180_000);

/** Waits for the answer to `method path` from the API origin (not the page's own), and returns it. */
async function apiAnswer(page: Page, method: string, path: string, act: () => Promise<void>): Promise<Response> {
  const [response] = await Promise.all([
    page.waitForResponse((answer) => answer.request().method() === method && new URL(answer.url()).pathname === path, {
      timeout: 60_000,
    }),
    act(),
  ]);
  expect(new URL(response.url()).origin).not.toBe(new URL(page.url()).origin);
  return response;
}

test('a live build walks link, claim and Trustboard against a server on another origin, with no trace of the demo', async ({
  page,
  context,
  pageErrors,
}) => {
  const violations = await watchCsp(context);
  const mockCode: string[] = [];
  page.on('request', (request) => {
    if (/mockServiceWorker|\/mocks?[-./]|msw/i.test(new URL(request.url()).pathname)) mockCode.push(request.url());
  });
  const heading = (name: string) =>
    expect(page.getByRole('heading', { level: 1, name })).toBeVisible({ timeout: 60_000 });

  // Link: a new UID (unique per run) goes PENDING, then APPROVED by the server.
  const uid = String(Date.now()).slice(-9);
  const me = page.waitForResponse((answer) => new URL(answer.url()).pathname === '/api/me', { timeout: 60_000 });
  const document = await page.goto('/app/payback');
  const apiOrigin = new URL((await me).url()).origin;
  // Signed out, the server answers 401 and the app asks once, in the page: email and one-time code
  // (the mock server's account takes the code 000000). Signing in keeps the reader where they were.
  expect((await me).status()).toBe(401);
  const prompt = page.getByRole('region', { name: 'Sign in to continue' });
  await prompt.getByRole('textbox', { name: /^Email/ }).fill('demo@octoss.app');
  await prompt.getByRole('textbox', { name: /^One-time code/ }).fill('000000');
  const signedIn = await apiAnswer(page, 'POST', '/api/auth/sessions', () =>
    prompt.getByRole('button', { name: 'Sign in' }).click(),
  );
  expect(signedIn.status()).toBe(201);
  await expect(prompt).toHaveCount(0);
  await expect(page).toHaveURL(/\/app\/payback$/);
  // The browser reports each signed-out 401 it was answered; nothing else went wrong before the sign-in.
  const signedOut = pageErrors.splice(0);
  expect(signedOut.length).toBeGreaterThan(0);
  expect(signedOut.filter((error) => !error.includes('status of 401'))).toEqual([]);
  // The preview serves this build's CSP: the API's origin is allowed to connect, nothing else changes.
  expect(document?.headers()['content-security-policy']).toContain(`; connect-src 'self' ${apiOrigin}; `);
  expect(document?.headers()['content-security-policy']).not.toContain('unsafe-');
  await heading('Payback Center');
  await chooseOption(page.getByRole('combobox', { name: 'Exchange' }), /CEX-B/);
  await page.getByRole('textbox', { name: 'UID' }).fill(uid);
  const linked = await apiAnswer(page, 'POST', '/api/uid-links', () =>
    page.getByRole('button', { name: 'Link account' }).click(),
  );
  expect(linked.status()).toBe(201);
  const row = page.getByRole('row', { name: new RegExp(uid) });
  await expect(row.getByText('Approved')).toBeVisible({ timeout: 60_000 });

  // The dashboard of the real backend: its figures, and no "Demo Data" badge.
  await page.goto('/app/dashboard');
  await heading('Dashboard');
  await expect(page.getByRole('region', { name: 'Earnings' })).toContainText('376.61 USDT', { timeout: 60_000 });
  await expect(page.getByText('Demo Data')).toHaveCount(0);
  await expect(page.getByText('Demo', { exact: true })).toHaveCount(0);

  // Claim: 10 USDT, once, with the Idempotency-Key across origins; no sandbox wording.
  await page.goto('/app/payouts');
  await heading('Payouts');
  await expect(page.locator('section[aria-labelledby="balance-title"]')).toContainText('376.61 USDT', {
    timeout: 60_000,
  });
  await expect(page.getByText('Demo Data')).toHaveCount(0);
  await expect(page.getByText('Sandbox', { exact: true })).toHaveCount(0);
  await page.getByTestId('claim-usdt').click();
  const dialog = page.getByRole('dialog', { name: 'Claim Payout' });
  await expect(dialog).toContainText('Ethereum (ERC-20)');
  await expect(dialog.getByText(/no real funds move/)).toHaveCount(0);
  await dialog.getByRole('textbox', { name: 'Amount' }).fill('10');
  const claimed = await apiAnswer(page, 'POST', '/api/payouts/claims', () =>
    dialog.getByRole('button', { name: 'Confirm Claim' }).click(),
  );
  expect(claimed.status()).toBe(201);
  await expect(page.getByText('Payout Claimed Successfully')).toBeVisible();
  await expect(page.locator('section[aria-labelledby="balance-title"]')).toContainText('366.61 USDT');

  // Trustboard: the claim is the newest reconciliation record.
  await page.goto('/app/trustboard');
  const firstRow = page.getByRole('table', { name: 'Transaction Reconciliation' }).getByRole('row').nth(1);
  await expect(firstRow).toContainText('Payout Claimed', { timeout: 60_000 });
  await expect(firstRow).toContainText('-10.00 USDT');

  // The demo page has nothing to switch: it says the site is live.
  await page.goto('/app/testnet');
  await expect(page.getByText('This site is connected to the live service')).toBeVisible({ timeout: 60_000 });
  await expect(page.getByRole('button', { name: 'Testnet sandbox' })).toHaveCount(0);
  await expect(page.getByText('DEMO ENVIRONMENT')).toHaveCount(0);

  expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length)).toBe(0);
  await expect(page.locator('html[data-demo-backend]')).toHaveCount(0);
  expect(mockCode).toEqual([]);
  expect(violations).toEqual([]);
  expect(pageErrors).toEqual([]);
});
