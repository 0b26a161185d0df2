import type { Page } from '@playwright/test';
import { navigate } from './support/a11y';
import { expect, expectNoAxeViolations, open, test, withMotion } from './support/fixtures';

test.use(withMotion);

test('the landing page has every section, the proof metrics from the API and working links', async ({
  page,
  pageErrors,
}) => {
  await open(page, '/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Get up to 90% of your trading fees back');
  for (const name of [
    '+5% Beta Rate on payback and referral',
    'Trusted by traders on 20+ exchanges',
    'Everything you earn, in one place',
    'How it works',
    'Proof, not promises',
    'Start getting your fees back today',
  ]) {
    await expect(page.getByRole('heading', { name })).toBeVisible();
  }
  const proof = page.locator('#proof');
  await expect(proof).toContainText('12,493');
  await expect(proof).toContainText('7m 22s');
  await expect(proof).toContainText('0.9%');
  for (const [name, href] of [
    ['Connect: Payback Center', '/app/payback'],
    ['Open: Trustboard', '/app/trustboard'],
    ['Apply: Partner Deals Beta', '/deals'],
    ['Link my first exchange', '/app/payback?onboard=true'],
  ] as const) {
    await expect(page.getByRole('link', { name })).toHaveAttribute('href', href);
  }
  await expect(page.locator('#services').getByText('LIVE', { exact: true })).toHaveCount(3);
  await expect(page.locator('#services').getByText('DEMO', { exact: true })).toHaveCount(5);
  await expectNoAxeViolations(page);
  expect(pageErrors).toEqual([]);
});

test('the marquee lists the 16 exchanges with real images', async ({ page }) => {
  await open(page, '/');
  const list = page.getByRole('list', { name: 'Supported exchanges' });
  await expect(list.getByRole('listitem')).toHaveCount(16);
  const images = page.locator('[data-testid="marquee"] img');
  await expect(images.first()).toBeVisible();
  await page.waitForFunction(() =>
    [...document.querySelectorAll<HTMLImageElement>('[data-testid="marquee"] img')].every((img) => img.complete),
  );
  const broken = await page
    .locator('[data-testid="marquee"] img')
    .evaluateAll((imgs) => (imgs as HTMLImageElement[]).filter((img) => img.naturalWidth === 0).map((img) => img.src));
  expect(broken).toEqual([]);
});

test('the marquee stops and starts again with its button, for people who cannot hover', async ({ page }) => {
  await open(page, '/');
  const playState = () =>
    page.locator('.marquee-track').evaluate((track) => getComputedStyle(track).animationPlayState);
  await page.getByRole('button', { name: 'Pause the moving logos' }).press('Enter');
  await expect.poll(playState).toBe('paused');
  await page.mouse.move(0, 0);
  await page.getByRole('button', { name: 'Play the moving logos' }).press('Enter');
  await expect.poll(playState).toBe('running');
});

/** Every animation and transition running now that loops for ever or lasts longer than a frame. */
function movingParts(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    document
      .getAnimations()
      .filter((animation) => animation.playState === 'running')
      .map((animation) => ({ animation, timing: animation.effect!.getComputedTiming() }))
      .filter(({ timing }) => timing.iterations === Infinity || Number(timing.duration) > 1)
      .map(
        ({ animation, timing }) =>
          `${(animation.effect as KeyframeEffect).target?.className.toString().split(' ')[0]} ${(animation as CSSAnimation).animationName ?? (animation as CSSTransition).transitionProperty} ${timing.iterations === Infinity ? 'for ever' : `${timing.duration} ms`}`,
      ),
  );
}

/** The landing page (marquee), pages while they load (skeleton pulse; every answer takes 60 s) and an opening menu (its transition). */
async function visitMovingScreens(page: Page): Promise<string[]> {
  const found: string[] = [];
  await page.goto('/?mockDelay=60000');
  await expect(page.locator('.marquee-track')).toBeVisible();
  found.push(...(await movingParts(page)));
  for (const path of ['/app/dashboard', '/app/trustboard', '/app/payouts']) {
    await navigate(page, path, { settle: false });
    await expect(page.getByRole('main').locator('.MuiSkeleton-root').first()).toBeVisible();
    found.push(...(await movingParts(page)));
  }
  await page.getByRole('button', { name: /Products/ }).click();
  // The menu's code may still be on its way (it is loaded apart from the page): look once it is open.
  await expect(page.getByRole('menu')).toBeVisible();
  found.push(...(await movingParts(page)));
  return found;
}

test.describe('with reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });
  test('the marquee stands still', async ({ page }) => {
    await open(page, '/');
    const animation = await page.locator('.marquee-track').evaluate((track) => getComputedStyle(track).animationName);
    expect(animation).toBe('none');
  });

  test('nothing loops or glides: marquee, skeletons, menus', async ({ page }) => {
    expect(await visitMovingScreens(page)).toEqual([]);
  });
});

test('without reduced motion the same screens do move (so the test above can see motion)', async ({ page }) => {
  const moving = await visitMovingScreens(page);
  expect(moving.some((part) => /for ever/.test(part) && /Skeleton/.test(part))).toBe(true);
  expect(moving.some((part) => /for ever/.test(part) && !/Skeleton/.test(part))).toBe(true);
});

test('the landing page in Korean, on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await open(page, '/', 'lang=ko');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('거래 수수료의 최대 90%를 돌려받으세요');
  await expect(page.locator('#proof')).toContainText('7분 22초');
  await expectNoAxeViolations(page);
});
