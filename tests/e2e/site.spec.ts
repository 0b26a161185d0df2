import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, open, test } from './support/fixtures';

/**
 * What a crawler, a chat app's link preview, a phone and another site see of the production build
 * as `npm start` serves it: robots.txt and sitemap.xml as files (not the app shell), each page's
 * head from the first byte (and the same after hydration), the share images, the manifest and its
 * icons (installable), the frame headers, the contract (openapi.json) and no msw worker.
 */

/** The head's tags as a list of strings, without the build's `data-prerendered` mark. */
async function headTags(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [
      ...document.querySelectorAll(
        'title, meta[name="description"], meta[name="robots"], meta[property^="og:"], meta[name^="twitter:"], link[rel="canonical"], link[rel="alternate"], script[type="application/ld+json"]',
      ),
    ]
      .map((element) => {
        const attributes = [...element.attributes]
          .filter((attribute) => attribute.name !== 'data-prerendered')
          .map((attribute) => `${attribute.name.toLowerCase()}=${attribute.value}`)
          .sort();
        return `${element.tagName.toLowerCase()} ${attributes.join(' ')} ${element.textContent ?? ''}`.trim();
      })
      .sort(),
  );
}

/** What the served HTML's head says, before any script: read from the response, as a crawler does. */
async function servedHead(
  page: Page,
  path: string,
): Promise<{ html: string; meta: (name: string) => string | undefined }> {
  const response = await page.request.get(path);
  expect(response.status(), path).toBe(200);
  expect(response.headers()['content-type']).toMatch(/text\/html/);
  const html = await response.text();
  const head = html.slice(0, html.indexOf('</head>'));
  return {
    html: head,
    meta: (name) =>
      new RegExp(`<meta data-prerendered (?:name|property)="${name}" content="([^"]*)"`).exec(head)?.[1] ??
      (name === 'title' ? /<title[^>]*>([^<]*)<\/title>/.exec(head)?.[1] : undefined),
  };
}

test('a link to /, /deals, /trustboard or a profile previews with a title, description and image in its language', async ({
  page,
}) => {
  const expected: [string, RegExp][] = [
    ['/', /^Get up to 90% of your trading fees back \| OCTOSS$/],
    ['/ko/', /^거래 수수료 최대 90% 페이백 \| OCTOSS$/],
    ['/deals', /^Partner Deals \| OCTOSS$/],
    ['/ja/deals', /OCTOSS$/],
    ['/trustboard', /^Trustboard \| OCTOSS$/],
    ['/vi/trustboard', /OCTOSS$/],
    ['/l/octoss-7f3k', /^Minji Park on OCTOSS$/],
    ['/id/l/octoss-7f3k', /^Minji Park di OCTOSS$/],
  ];
  for (const [path, title] of expected) {
    const head = await servedHead(page, path);
    expect(head.meta('title'), path).toMatch(title);
    expect(head.meta('og:title'), path).toMatch(title);
    expect(head.meta('og:description')?.length, path).toBeGreaterThan(10);
    expect(head.meta('twitter:card')).toBe('summary_large_image');
    expect(head.html).not.toContain('{{');
    // The image, on the site's address: served by this build as a PNG.
    const image = new URL(head.meta('og:image')!);
    const language = /^\/(ko|ja|vi|id)\//.exec(path)?.[1] ?? 'en';
    expect(image.pathname).toMatch(new RegExp(`^/og/[\\w-]+-${language}\\.png$`));
    const served = await page.request.get(image.pathname);
    expect(served.status(), image.pathname).toBe(200);
    expect(served.headers()['content-type']).toBe('image/png');
  }
});

test('a profile the build does not know gets the generic profile page (noindex, no canonical) through the hosting rule', async ({
  page,
}) => {
  for (const [path, language] of [
    ['/l/nobody-here', 'en'],
    ['/ko/l/nobody-here', 'ko'],
  ] as const) {
    const head = await servedHead(page, path);
    expect(head.meta('robots')).toBe('noindex,follow');
    expect(head.html).not.toContain('rel="canonical"');
    expect(head.html).toContain(`/og/link-in-bio-${language}.png`);
  }
  await open(page, '/l/nobody-here');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('This profile does not exist');
  await expect(page.locator('head meta[name="robots"]')).toHaveAttribute('content', 'noindex,follow');
  await expect(page.locator('head link[rel="canonical"]')).toHaveCount(0);
});

test('hydration changes nothing in the head: the app renders the tags the build wrote', async ({
  page,
  pageErrors,
}) => {
  // English first: opening /ko/... stores Korean as the reader's choice, which English addresses then follow.
  for (const path of ['/', '/app/faq', '/app/playbook', '/ko/deals', '/ja/l/octoss-7f3k']) {
    await page.goto(`${path}?mockDelay=0`);
    const served = await headTags(page);
    // Once the page's data is in (the FAQ's questions, the profile's name), none of the build's tags is left.
    await page.waitForFunction(() => document.querySelector('head [data-prerendered]') === null, undefined, {
      timeout: 45_000,
    });
    expect(await headTags(page), path).toEqual(served);
  }
  expect(pageErrors).toEqual([]);
});

test('robots.txt and sitemap.xml are files, not the app shell', async ({ page }) => {
  const robots = await page.request.get('/robots.txt');
  expect(robots.status()).toBe(200);
  expect(robots.headers()['content-type']).toMatch(/text\/plain/);
  expect(await robots.text()).toMatch(/^Sitemap: https?:\/\/\S+\/sitemap\.xml$/m);
  const sitemap = await page.request.get('/sitemap.xml');
  expect(sitemap.status()).toBe(200);
  expect(sitemap.headers()['content-type']).toMatch(/xml/);
  const xml = await sitemap.text();
  expect(xml).toMatch(/^<\?xml/);
  for (const path of ['/', '/ko/', '/app/trustboard', '/vi/deals', '/id/app/faq', '/l/octoss-7f3k']) {
    expect(xml).toContain(`${path}</loc>`);
  }
  // The build ships no msw worker (Storybook serves it): what answers is no script.
  const worker = await page.request.get('/mockServiceWorker.js');
  expect(worker.headers()['content-type']).not.toMatch(/javascript/);
  expect(await worker.text()).not.toContain('Mock Service Worker');
});

test('the contract is a file of the site, and the demo backend answers GET /api/openapi.json with that file', async ({
  page,
}) => {
  const committed: unknown = JSON.parse(readFileSync('openapi.json', 'utf8'));
  const file = await page.request.get('/openapi.json');
  expect(file.status()).toBe(200);
  expect(file.headers()['content-type']).toMatch(/json/);
  expect(await file.json()).toEqual(committed);
  // The worker does not carry the document: it fetches the file beside its script when asked.
  await open(page, '/trustboard');
  const answer = await page.evaluate(async () => {
    const response = await fetch('/api/openapi.json');
    return { status: response.status, body: (await response.json()) as unknown };
  });
  expect(answer.status).toBe(200);
  expect(answer.body).toEqual(committed);
});

test('the demo is installable: a manifest per language, icons in sizes (maskable too), apple-touch-icon, theme colours', async ({
  page,
}) => {
  await open(page, '/ko/');
  const manifestUrl = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(manifestUrl).toBe('/ko/manifest.webmanifest');
  const manifest = (await (await page.request.get(manifestUrl!)).json()) as {
    start_url: string;
    icons: { src: string; purpose: string }[];
  };
  expect(manifest.start_url).toBe('/ko/');
  for (const icon of manifest.icons) {
    const response = await page.request.get(icon.src);
    expect(response.status(), icon.src).toBe(200);
  }
  expect(manifest.icons.some((icon) => icon.purpose === 'maskable')).toBe(true);
  const touchIcon = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href');
  expect((await page.request.get(touchIcon!)).headers()['content-type']).toBe('image/png');
  await expect(page.locator('meta[name="theme-color"]')).toHaveCount(2);
  // Chromium's own verdict: no reason it could not be installed (but the test's incognito window).
  const session = await page.context().newCDPSession(page);
  const errors = async () =>
    (
      (await session.send('Page.getInstallabilityErrors')) as { installabilityErrors: { errorId: string }[] }
    ).installabilityErrors
      .map((error) => error.errorId)
      .filter((id) => id !== 'in-incognito');
  await expect.poll(errors, { timeout: 30_000 }).toEqual([]);
});

test('no other site may frame a page: frame-ancestors and X-Frame-Options, and a frame stays empty', async ({
  page,
  baseURL,
}) => {
  for (const path of ['/', '/app/payouts', '/l/octoss-7f3k', '/robots.txt']) {
    const headers = (await page.request.get(path)).headers();
    expect(headers['x-frame-options'], path).toBe('DENY');
    expect(headers['content-security-policy'], path).toContain("frame-ancestors 'none'");
  }
  // Another origin (127.0.0.1 is not localhost) puts the claim page in a frame: the browser refuses it.
  const other = baseURL!.replace('localhost', '127.0.0.1');
  await page.goto(`${other}/robots.txt`);
  await page.setContent(`<iframe src="${baseURL}/app/payouts" title="framed"></iframe>`);
  const frame = page.frameLocator('iframe');
  await page.waitForTimeout(1000);
  await expect(frame.getByRole('banner')).toHaveCount(0);
});
