import { defaultLanguage, type Language } from '@/i18n/languages';
import { pathInLanguage } from '@/i18n/languagePath';

/**
 * The site's files for crawlers and phones, written by the build beside the pages
 * (src/prerender/plugin.ts): robots.txt, sitemap.xml and a web manifest per language. Plain text
 * work, tested without a build (tests/unit/site-files.test.ts).
 */

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Everyone may crawl every page; the API is no page. */
export function robotsTxt(siteUrl: string): string {
  return ['User-agent: *', 'Allow: /', 'Disallow: /api/', '', `Sitemap: ${siteUrl}/sitemap.xml`, ''].join('\n');
}

/**
 * Every indexed page (its canonical path, without a language prefix) in every language, each with
 * its alternates (hreflang, and x-default for English), as search engines read them.
 */
export function sitemapXml(siteUrl: string, paths: readonly string[], languages: readonly Language[]): string {
  const url = (path: string, language: Language) => `${siteUrl}${pathInLanguage(path, language)}`;
  const entries = paths.flatMap((path) =>
    languages.map((language) =>
      [
        '  <url>',
        `    <loc>${escapeXml(url(path, language))}</loc>`,
        ...languages.map(
          (code) => `    <xhtml:link rel="alternate" hreflang="${code}" href="${escapeXml(url(path, code))}"/>`,
        ),
        `    <xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(url(path, defaultLanguage))}"/>`,
        '  </url>',
      ].join('\n'),
    ),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n');
}

/** The theme colours of the light and dark schemes (src/app/theme.ts: the light primary, the dark background). */
export const themeColors = { light: '#4338ca', dark: '#0d0d1a' } as const;

/** Where a language's manifest is: `/manifest.webmanifest`, `/ko/manifest.webmanifest`. */
export const manifestPath = (language: Language): string =>
  `${language === defaultLanguage ? '' : `/${language}`}/manifest.webmanifest`;

/**
 * The web manifest of one language: installed from a Korean page, the app opens on the Korean
 * landing page and is named in Korean. One `id` for all, so it is one app whatever the language.
 */
export function webManifest(language: Language, texts: { name: string; description: string }): string {
  const start = pathInLanguage('/', language);
  return `${JSON.stringify(
    {
      id: '/',
      name: texts.name,
      short_name: 'OCTOSS',
      description: texts.description,
      lang: language,
      dir: 'ltr',
      start_url: start,
      scope: '/',
      display: 'standalone',
      orientation: 'any',
      background_color: themeColors.dark,
      theme_color: themeColors.light,
      categories: ['finance'],
      icons: [
        { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
        { src: '/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: '/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        { src: '/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    },
    null,
    2,
  )}\n`;
}
