import { expect, test, type Page } from '@playwright/test';
import { dashboardContent } from '../../mocks/areas/dashboard/content';

/**
 * The toolbar's globals as a designer uses them, each story opened cold (a fresh page, as from a
 * link): the language reaches the story's first requests, `theme` works as `scheme` does, and a
 * play function names controls in the toolbar's language.
 */
const open = (page: Page, id: string, globals: string) =>
  page.goto(`/iframe.html?viewMode=story&id=${id}&globals=${globals};a11y.manual:!true`);

/** A cold open loads Storybook's preview and the page's chunks first: on a busy machine that takes a while. */
const coldOpen = { timeout: 45_000 };

test('a story in ko asks every request in ko, from the first one (no English content beside Korean labels)', async ({
  page,
}) => {
  // Every Accept-Language the app's client sets (it sends with fetch).
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __languages: string[] }).__languages = seen;
    const send = window.fetch.bind(window);
    window.fetch = (input, init) => {
      const language = new Headers(init?.headers).get('accept-language');
      if (language !== null) seen.push(language);
      return send(input, init);
    };
  });
  await open(page, 'app-layout--dashboard-on-phone-360-korean', 'locale:ko');
  // The next-best-action card and the promos are content of the mock backend, in the language asked.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('대시보드', coldOpen);
  await expect(page.locator('.MuiSkeleton-root')).toHaveCount(0);
  const text = (await page.locator('#storybook-root').textContent()) ?? '';
  for (const action of Object.values(dashboardContent.en.nextAction)) {
    expect(text, 'no English next best action').not.toContain(action.title);
    expect(text).not.toContain(action.ctaText);
  }
  const korean = Object.values(dashboardContent.ko.nextAction).map((action) => action.title);
  expect(
    korean.some((title) => text.includes(title)),
    'the next best action in Korean',
  ).toBe(true);
  const languages = await page.evaluate(() => (window as unknown as { __languages: string[] }).__languages);
  expect(languages.length).toBeGreaterThan(0);
  expect(new Set(languages), 'every request in ko').toEqual(new Set(['ko']));
});

for (const globals of ['scheme:dark', 'theme:dark']) {
  test(`${globals} shows the story in the dark scheme`, async ({ page }) => {
    await open(page, 'pages-dashboard--loaded', globals);
    await expect(page.locator('html')).toHaveClass(/\bdark\b/, coldOpen);
    const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(background).toBe('rgb(13, 13, 26)');
  });
}

test("a dialog story opens its dialog in the toolbar's language", async ({ page }) => {
  await open(page, 'pages-partner-deals--application-open', 'locale:ko');
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('button', { name: '신청서 제출' })).toBeVisible(coldOpen);
});
