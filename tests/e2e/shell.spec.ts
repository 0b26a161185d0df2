import { expect, open, test, withMotion } from './support/fixtures';

test.use(withMotion);

// axe on every route, with each menu open and in dark: a11y.spec.ts, in every language.

test('header navigation', async ({ page, pageErrors }) => {
  await open(page, '/app/faq');
  const nav = page.getByRole('navigation', { name: 'Main menu' });
  await nav.getByRole('link', { name: /Beta Deals/ }).click();
  await expect(page).toHaveURL(/\/deals$/);
  await nav.getByRole('link', { name: 'Dashboard' }).click();
  await expect(page).toHaveURL(/\/app$/);
  await expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveClass(/active/);
  // Opened afresh (its own document), and clicked once it has hydrated.
  await open(page, '/app/dashboard');
  await expect(
    page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Dashboard' }),
  ).not.toHaveClass(/active/);
  await page.getByRole('banner').getByRole('link', { name: 'Start earning' }).click();
  await expect(page).toHaveURL(/\/app\/payback$/);
  await page.getByRole('link', { name: 'OCTOSS home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.getByRole('link', { name: /Open beta deals/ }).click();
  await expect(page).toHaveURL(/\/deals$/);
  expect(pageErrors).toEqual([]);
});

test('products menu lists the five products, closes on outside click and on choice', async ({ page }) => {
  await open(page, '/');
  const trigger = page.getByRole('button', { name: /Products/ });
  await trigger.click();
  const menu = page.getByRole('menu');
  const items = menu.getByRole('menuitem');
  await expect(items).toHaveCount(5);
  await expect(items.nth(0)).toContainText('Payback Center');
  await expect(items.nth(0)).toContainText('LIVE');
  await expect(items.nth(2)).toContainText('Partner Hub');
  await expect(items.nth(2)).toContainText('DEMO');
  await page.mouse.click(5, 400);
  await expect(menu).toBeHidden();
  await trigger.click();
  await page.getByRole('menuitem', { name: /Trustboard/ }).click();
  await expect(page).toHaveURL(/\/app\/trustboard$/);
  await expect(page.getByRole('menu')).toBeHidden();
  await expect(page.getByRole('button', { name: /Products/ })).toHaveClass(/MuiButton-outlined/);
});

test('language switch changes texts, sets <html lang> and survives a reload', async ({ page }) => {
  await open(page, '/');
  await page.getByRole('button', { name: 'Language' }).click();
  await page.getByRole('menuitem', { name: '한국어' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('거래 수수료의 최대 90%를 돌려받으세요');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ko');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('거래 수수료의 최대 90%를 돌려받으세요');
  expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('ko');
});

test('?lang=ja opens the page in Japanese', async ({ page }) => {
  await open(page, '/', 'lang=ja');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('取引手数料の最大90%を取り戻そう');
});

test('an unknown route shows the not-found page with a way home', async ({ page }) => {
  await open(page, '/no/such/page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Back to home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

for (const [path, title, robots] of [
  ['/', 'Get up to 90% of your trading fees back | OCTOSS', 'index,follow'],
  ['/app/payback', 'Payback Center | OCTOSS', 'index,follow'],
  ['/app/testnet', 'Demo / Testnet | OCTOSS', 'noindex,nofollow'],
] as const) {
  test(`metadata of ${path}`, async ({ page }) => {
    await open(page, path);
    await expect(page).toHaveTitle(title);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', robots);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{20,}/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      new RegExp(`${path === '/' ? '/$' : `${path}$`}`),
    );
    // Each page shares its own picture in the reader's language (tooling/share-images).
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /\/og\/[a-z-]+-en\.png$/);
    for (const lang of ['en', 'ko', 'ja', 'vi', 'id', 'x-default']) {
      await expect(page.locator(`link[rel="alternate"][hreflang="${lang}"]`)).toHaveCount(1);
    }
  });
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the toggle menu has the same links and the bottom bar calls to action', async ({ page }) => {
    await open(page, '/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('navigation', { name: 'Main menu' });
    for (const name of [
      'Beta Deals',
      'Dashboard',
      'Payback Center',
      'Trustboard (Proof)',
      'Partner Hub',
      'oCTOSS & Tiers',
      'Promos & Events',
    ]) {
      await expect(drawer.getByRole('link', { name: new RegExp(name.replace(/[()]/g, '\\$&')) })).toBeVisible();
    }
    await drawer.getByRole('link', { name: /Partner Hub/ }).click();
    await expect(page).toHaveURL(/\/app\/referral$/);
    await page
      .getByRole('contentinfo')
      .or(page.locator('body'))
      .getByRole('link', { name: 'Start earning' })
      .last()
      .click();
    await expect(page).toHaveURL(/\/app\/payback$/);
  });
});

test('the theme toggle switches to dark and is remembered', async ({ page }) => {
  await open(page, '/');
  await page.getByRole('button', { name: 'Switch to dark mode' }).click();
  await expect(page.locator('html')).toHaveClass(/dark/);
  await page.reload();
  await expect(page.locator('html')).toHaveClass(/dark/);
});
