import type { Page } from '@playwright/test';
import { expectAccessibleRoute, hasChrome, navigate, settled } from './support/a11y';
import { axeViolations, expect, open, test } from './support/fixtures';
import { walkEveryPage } from './support/walk';
import { pageList, type PageId } from '../../src/app/pages';

/**
 * axe on every route of the desktop layout (en light, ko dark; every language at 360 px is in
 * phones.spec.ts), with every menu and dialog open, and in the loading, empty and error states.
 * Each test walks many screens in one page and collects every finding (soft assertions), so one
 * run lists them all. Pages are held to the WCAG 2.x A/AA rules plus axe's best practices (heading
 * order, landmarks, one h1); an open menu or dialog is held to the WCAG rules: MUI portals popups
 * to the end of <body>, outside the page's landmarks, and they hold the focus while open.
 */

/** Scans the page with a menu or dialog open. */
async function scanWith(page: Page, label: string) {
  expect.soft(await axeViolations(page), label).toEqual([]);
}

// The desktop layout in both schemes and in two scripts; every language is walked at 360 px in phones.spec.ts.
for (const [lang, scheme] of [
  ['en', 'light'],
  ['ko', 'dark'],
] as const) {
  test(`every route in ${lang}, ${scheme}`, async ({ page, pageErrors }) => {
    test.setTimeout(300_000);
    await page.emulateMedia({ colorScheme: scheme });
    await walkEveryPage(page, lang, (path) =>
      expectAccessibleRoute(page, `${lang} ${scheme} ${path}`, { chrome: hasChrome(path) }),
    );
    if (scheme === 'dark') await expect(page.locator('html')).toHaveClass(/dark/);
    expect(pageErrors).toEqual([]);
  });
}

test('header menus, on desktop and on a phone', async ({ page }) => {
  test.setTimeout(240_000);
  await open(page, '/');
  await page.getByRole('button', { name: /Products/ }).click();
  await expect(page.getByRole('menu')).toBeVisible();
  await scanWith(page, 'products menu');
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Language' }).click();
  await expect(page.getByRole('menu')).toBeVisible();
  await scanWith(page, 'language menu');
  await page.keyboard.press('Escape');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
  await scanWith(page, 'mobile menu');
});

test('money dialogs: exchange select, claim, dispute, settlement request', async ({ page }) => {
  test.setTimeout(240_000);
  await open(page, '/app/payback');
  // A native select: its list is the browser's own, not the page's; scanned with a choice made.
  await page.getByRole('combobox', { name: 'Exchange' }).selectOption({ index: 1 });
  await expect(page.getByRole('button', { name: 'Link account' })).toBeVisible();
  await scanWith(page, 'exchange chosen');

  await navigate(page, '/app/payouts');
  await page.getByRole('button', { name: 'Claim USDT' }).click();
  await expect(page.getByRole('dialog', { name: 'Claim Payout' })).toBeVisible();
  await scanWith(page, 'claim dialog');
  await page.keyboard.press('Escape');

  await navigate(page, '/app/trustboard');
  await page.getByRole('button', { name: 'Report Issue' }).first().click();
  const dispute = page.getByRole('dialog', { name: 'Report an issue' });
  await expect(dispute).toBeVisible();
  await scanWith(page, 'dispute dialog');
  await dispute.getByRole('button', { name: 'Send report' }).click();
  await expect(dispute.getByRole('textbox')).toHaveAttribute('aria-invalid', 'true');
  await scanWith(page, 'dispute dialog with its error');
  await page.keyboard.press('Escape');

  await navigate(page, '/app/settlements?tab=special');
  await page
    .getByRole('row', { name: /Beta Rate bonus/ })
    .getByRole('button', { name: 'Request' })
    .click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await scanWith(page, 'settlement request dialog');
});

test('Partner Hub dialogs: share tabs, DM script tabs, QR, Link-in-Bio', async ({ page }) => {
  test.setTimeout(240_000);
  await open(page, '/app/referral');
  await page.getByRole('button', { name: 'Show QR' }).click();
  await expect(page.getByRole('img', { name: /QR code/ }).first()).toBeVisible();
  await scanWith(page, 'QR toggle');

  await page.getByRole('button', { name: 'Share', exact: true }).click();
  const share = page.getByRole('dialog', { name: 'Share your link' });
  for (const tab of ['Quick', 'Code', 'QR']) {
    await share.getByRole('tab', { name: tab }).click();
    await expect(share.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
    await scanWith(page, `share dialog, ${tab}`);
  }
  await share.getByRole('tab', { name: 'Quick' }).click();
  await share.getByRole('button', { name: 'DM Scripts' }).click();
  const dm = page.getByRole('dialog', { name: 'DM Script Pack' });
  for (const tab of ['Warm', 'Social', 'Guild', 'Checklist']) {
    await dm.getByRole('tab', { name: tab }).click();
    await expect(dm.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
    await scanWith(page, `DM script pack, ${tab}`);
  }
  await dm.getByRole('button', { name: 'Close' }).click();

  await page.getByRole('button', { name: 'Link-in-Bio' }).click();
  const lib = page.getByRole('dialog', { name: 'Your Link-in-Bio' });
  await expect(lib.getByRole('heading', { name: 'Minji Park' })).toBeVisible();
  await scanWith(page, 'Link-in-Bio overlay');
  await lib.getByRole('link', { name: 'Open the public page' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Minji Park' })).toBeVisible();
  await expectAccessibleRoute(page, 'Link-in-Bio profile', { chrome: false });
});

test('offers: deals and promos filters, the application form empty and with its errors', async ({ page }) => {
  test.setTimeout(240_000);
  await open(page, '/deals');
  await page.getByRole('combobox', { name: 'Region' }).selectOption('EU');
  await expect(page).toHaveURL(/region=EU/);
  await scanWith(page, 'deals region filter');
  await page.getByRole('button', { name: 'Apply', exact: true }).click();
  const application = page.getByRole('dialog', { name: 'Partner application' });
  await expect(application).toBeVisible();
  await scanWith(page, 'application dialog, empty');
  await application.getByRole('button', { name: 'Submit application' }).click();
  // Each error is announced with its field: invalid, and described by the error text; the summary is an alert.
  const company = application.getByRole('textbox', { name: 'Company or name' });
  await expect(company).toHaveAttribute('aria-invalid', 'true');
  await expect(company).toHaveAccessibleDescription('Required');
  await expect(application.getByRole('group', { name: 'Regions (required)' })).toHaveAccessibleDescription('Required');
  await expect(application.getByRole('checkbox')).toHaveAccessibleDescription('Accept the terms to apply');
  await expect(
    page.getByRole('alert').filter({ hasText: 'Please fill in all required fields and accept the consent.' }),
  ).toBeVisible();
  await scanWith(page, 'application dialog with errors');
  await page.keyboard.press('Escape');

  await navigate(page, '/app/promos');
  await page.getByRole('combobox', { name: 'Exchange' }).selectOption({ index: 1 });
  await expect(page).toHaveURL(/exchange=/);
  await scanWith(page, 'promos exchange filter');
  await page.getByRole('combobox', { name: 'Exchange' }).selectOption({ index: 0 });
  await page.getByRole('checkbox', { name: 'Show expired' }).click();
  await expect(page.getByRole('checkbox', { name: 'Show expired' })).toBeChecked();
  await scanWith(page, 'promos with expired ones');
});

test('catalogue and sandbox: AI demo panel, market sort and details, testnet reset', async ({ page }) => {
  test.setTimeout(240_000);
  await open(page, '/app/ai');
  await page
    .getByRole('button', { name: /^Launch Assistant/ })
    .first()
    .click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await scanWith(page, 'AI demo panel');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('link', { name: 'Contact Sales' })).toHaveAttribute('href', /^mailto:/);

  await navigate(page, '/app/market');
  await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Rating' });
  await expect(page).toHaveURL(/sort=/);
  await scanWith(page, 'market sort');
  await page
    .getByRole('article')
    .first()
    .getByRole('button', { name: /View details/ })
    .click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await scanWith(page, 'market details');
  await page.keyboard.press('Escape');

  await navigate(page, '/app/testnet');
  await page.getByRole('button', { name: 'Testnet sandbox' }).click();
  await page.getByRole('button', { name: 'Reset sandbox' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await scanWith(page, 'testnet reset confirmation');
});

// Pages that ask for no data of their own have no loading, empty or error state to scan. A page
// added to the registry is held to these states unless it is named here.
const withoutOwnData: PageId[] = ['landing', 'playbook', 'faq', 'ai', 'testnet', 'link-in-bio', 'not-found'];
const mainPages = pageList.filter((entry) => !withoutOwnData.includes(entry.id)).map((entry) => entry.paths[0]);
const firstMainPage = mainPages[0]!;

// Every answer takes 60 s (the switch's maximum) and the client waits as long, counted from when it
// was asked: each page's scan ends long before. One page load, then client-side navigation: each page
// asks for its own data, which is held back in turn. The switches travel with every path, as the
// mocks read them from the address whenever they start. Still loading after its scan proves a page
// was scanned loading.
test('loading states', async ({ page }) => {
  test.setTimeout(240_000);
  const holdAnswers = 'mockDelay=60000&mockTimeoutMs=60000';
  await page.goto(`${firstMainPage}?${holdAnswers}`);
  for (const path of mainPages) {
    await navigate(page, `${path}?${holdAnswers}`, { settle: false });
    const loading = page.getByRole('main').locator('.MuiSkeleton-root').first();
    // The page's own loading state, not the prerendered skeleton the first page paints before the
    // app's code has run: that state names the page (its h1) while its data is held back.
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    await expect(loading).toBeVisible();
    await expectAccessibleRoute(page, `${path} loading`);
    expect(await loading.isVisible(), `${path} was still loading when scanned`).toBe(true);
  }
});

test('empty states (testnet data set)', async ({ page }) => {
  test.setTimeout(240_000);
  await page.addInitScript(() => window.localStorage.setItem('octoss.dataset', 'testnet'));
  await open(page, '/app/testnet');
  await expect(page.getByRole('button', { name: 'Testnet sandbox', pressed: true })).toBeVisible();
  for (const path of mainPages) {
    await navigate(page, path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expectAccessibleRoute(page, `${path} empty`);
  }
});

// Every request fails: each page shows its error state once react-query's retries are spent. One
// page load, then client-side navigation (a page's failed queries try again when it mounts), with
// the switch on every path, as the mocks read it from the address whenever they start.
test('error states', async ({ page }) => {
  test.setTimeout(240_000);
  const failEverything = 'mockDelay=0&mockFail=all';
  await page.goto(`${firstMainPage}?${failEverything}`);
  for (const path of mainPages) {
    await navigate(page, `${path}?${failEverything}`, { settle: false });
    await expect(page.getByRole('main').getByRole('button', { name: 'Try again' }).first()).toBeVisible({
      timeout: 30_000,
    });
    await settled(page);
    await expectAccessibleRoute(page, `${path} error`);
  }
});
