// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { manifestPath, robotsTxt, sitemapXml, themeColors, webManifest } from '@/prerender/siteFiles';

// The text of robots.txt, sitemap.xml and the web manifests, without a build (tests/build checks the built files).
const site = 'https://octoss.example';

describe('robots.txt', () => {
  it('lets every crawler read every page but the API, and names the sitemap', () => {
    expect(robotsTxt(site).split('\n')).toEqual([
      'User-agent: *',
      'Allow: /',
      'Disallow: /api/',
      '',
      `Sitemap: ${site}/sitemap.xml`,
      '',
    ]);
  });
});

describe('sitemap.xml', () => {
  const xml = sitemapXml(site, ['/', '/deals', '/l/a&b'], ['en', 'ko', 'vi']);
  const entries = xml.split('<url>').slice(1);

  it('has one entry per page and language, at its address in that language', () => {
    expect(entries.map((entry) => /<loc>(.*)<\/loc>/.exec(entry)![1])).toEqual([
      `${site}/`,
      `${site}/ko/`,
      `${site}/vi/`,
      `${site}/deals`,
      `${site}/ko/deals`,
      `${site}/vi/deals`,
      `${site}/l/a&amp;b`,
      `${site}/ko/l/a&amp;b`,
      `${site}/vi/l/a&amp;b`,
    ]);
  });

  it('lists every language of a page and English as x-default in every entry', () => {
    for (const entry of entries.slice(3, 6)) {
      expect(
        [...entry.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map((match) => `${match[1]} ${match[2]}`),
      ).toEqual([`en ${site}/deals`, `ko ${site}/ko/deals`, `vi ${site}/vi/deals`, `x-default ${site}/deals`]);
    }
  });

  it('declares the sitemap and xhtml namespaces', () => {
    expect(xml).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9" xmlns:xhtml="http:\/\/www.w3.org\/1999\/xhtml">/,
    );
  });
});

describe('the web manifest', () => {
  it('of a language opens that language, named in it, as one app for all languages', () => {
    const korean = JSON.parse(webManifest('ko', { name: 'OCTOSS', description: '설명' })) as Record<string, unknown>;
    const english = JSON.parse(webManifest('en', { name: 'OCTOSS', description: 'About' })) as Record<string, unknown>;
    expect(korean).toMatchObject({ id: '/', lang: 'ko', start_url: '/ko/', scope: '/', description: '설명' });
    expect(english).toMatchObject({ id: '/', lang: 'en', start_url: '/', scope: '/', display: 'standalone' });
    expect([manifestPath('en'), manifestPath('ko')]).toEqual(['/manifest.webmanifest', '/ko/manifest.webmanifest']);
  });

  it('has the icons an install asks for: 192 and 512 px, and a maskable one', () => {
    const { icons } = JSON.parse(webManifest('en', { name: 'OCTOSS', description: '' })) as {
      icons: { src: string; sizes: string; purpose: string }[];
    };
    expect(icons.filter((icon) => icon.purpose === 'any').map((icon) => icon.sizes)).toEqual(
      expect.arrayContaining(['192x192', '512x512']),
    );
    expect(icons.some((icon) => icon.purpose === 'maskable' && icon.sizes === '512x512')).toBe(true);
  });

  it("uses the theme's colours, the same as index.html's theme-color for light and dark", () => {
    const theme = readFileSync('src/app/theme.ts', 'utf8');
    expect(theme).toContain(`primary: { main: '${themeColors.light}' }`);
    expect(theme).toContain(`background: { default: '${themeColors.dark}'`);
    const html = readFileSync('index.html', 'utf8');
    expect(html).toContain(`media="(prefers-color-scheme: light)" content="${themeColors.light}"`);
    expect(html).toContain(`media="(prefers-color-scheme: dark)" content="${themeColors.dark}"`);
  });
});
