import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { languageCodes } from '../../src/i18n/languages';
import { readPngHeader } from '../../tooling/share-images/png';

/**
 * The build's HTML heads, what search engines and link previews read (npm test runs this right after
 * `vite build`: `npm run test:build`). Every prerendered page in every language: no placeholder
 * left, a title and description in its language, canonical and hreflang alternates, Open Graph and
 * Twitter tags whose image is a 1200 × 630 PNG of the build, JSON-LD where it fits; the generic
 * profile page noindex; robots.txt, sitemap.xml and the manifests; no msw worker.
 */
const dist = process.env.E2E_DIST ?? 'dist';
const siteUrl = (/<link data-prerendered rel="canonical" href="(https?:\/\/[^/"]+)\//.exec(
  readFileSync(join(dist, 'index.html'), 'utf8'),
) ?? [])[1]!;

const htmlFiles = readdirSync(dist, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.html'))
  .sort();
const pages = htmlFiles.filter((file) => file !== 'app-shell.html' && !file.endsWith('profile-shell.html'));
const profileShells = htmlFiles.filter((file) => file.endsWith('profile-shell.html'));

type Head = {
  lang: string;
  title: string[];
  meta: Map<string, string[]>;
  links: { rel: string; hreflang?: string; href: string }[];
  jsonLd: { '@type': string; [key: string]: unknown }[];
};

const unescape = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

function headOf(file: string): Head {
  const html = readFileSync(join(dist, file), 'utf8');
  const head = html.slice(0, html.indexOf('</head>'));
  const meta = new Map<string, string[]>();
  for (const match of head.matchAll(/<meta [^>]*?(?:name|property)="([^"]+)" content="([^"]*)"/g)) {
    meta.set(match[1]!, [...(meta.get(match[1]!) ?? []), unescape(match[2]!)]);
  }
  return {
    lang: /<html lang="([^"]+)"/.exec(html)?.[1] ?? '',
    title: [...head.matchAll(/<title[^>]*>([^<]*)<\/title>/g)].map((match) => unescape(match[1]!)),
    meta,
    links: [
      ...head.matchAll(/<link data-prerendered rel="(canonical|alternate)"(?: hreflang="([^"]+)")? href="([^"]+)"/g),
    ].map((match) => ({ rel: match[1]!, hreflang: match[2], href: unescape(match[3]!) })),
    jsonLd: [...head.matchAll(/<script data-prerendered type="application\/ld\+json">([^<]*)<\/script>/g)].map(
      (match) => JSON.parse(match[1]!) as Head['jsonLd'][number],
    ),
  };
}

const one = (head: Head, name: string) => {
  expect(head.meta.get(name), name).toHaveLength(1);
  return head.meta.get(name)![0]!;
};

/** The build's file an absolute URL of the site names. */
const fileOf = (url: string) => join(dist, decodeURIComponent(new URL(url).pathname));

/** The page's address: `ko/app/deals/index.html` → `/ko/app/deals`. */
const addressOf = (file: string) => `/${file.replace(/(^|\/)index\.html$/, '')}`.replace(/(.)\/$/, '$1');

describe('the built HTML heads', () => {
  it('has the pages to check: every page in every language, the profiles and their generic page', () => {
    expect(pages.length).toBeGreaterThanOrEqual(17 * languageCodes.length);
    expect(pages).toContain('l/octoss-7f3k/index.html');
    expect(pages).toContain('ko/l/octoss-7f3k/index.html');
    // The sandbox's test codes are no profile of the demo a visitor starts in (404 there): the generic page serves them.
    expect(pages.filter((file) => /(^|\/)l\/test-/.test(file))).toEqual([]);
    expect(profileShells.sort()).toEqual([
      'id/profile-shell.html',
      'ja/profile-shell.html',
      'ko/profile-shell.html',
      'profile-shell.html',
      'vi/profile-shell.html',
    ]);
  });

  it('has no {{placeholder}} in any HTML file', () => {
    const left = htmlFiles.filter((file) => readFileSync(join(dist, file), 'utf8').includes('{{'));
    expect(left).toEqual([]);
  });

  it.each(pages)('%s: title, description, canonical, alternates, Open Graph and Twitter, in its language', (file) => {
    const head = headOf(file);
    const language = file.split('/')[0]!;
    expect(head.lang).toBe(languageCodes.includes(language as never) ? language : 'en');
    expect(head.title).toHaveLength(1);
    const title = head.title[0]!;
    expect(title).toMatch(/OCTOSS/);
    expect(title).not.toBe('OCTOSS');
    const description = one(head, 'description');
    expect(description.length).toBeGreaterThan(10);
    expect(one(head, 'robots')).toMatch(/^(index|noindex),(follow|nofollow)$/);

    const canonical = head.links.filter((link) => link.rel === 'canonical');
    expect(canonical).toHaveLength(1);
    expect(canonical[0]!.href.startsWith(`${siteUrl}/`)).toBe(true);
    const alternates = head.links.filter((link) => link.rel === 'alternate');
    expect(alternates.map((link) => link.hreflang).sort()).toEqual([...languageCodes, 'x-default'].sort());
    // The page's own language is among its alternates, at its canonical address.
    expect(alternates.find((link) => link.hreflang === head.lang)?.href).toBe(canonical[0]!.href);

    expect(one(head, 'og:title')).toBe(title);
    expect(one(head, 'og:description')).toBe(description);
    expect(one(head, 'og:url')).toBe(canonical[0]!.href);
    expect(one(head, 'og:type')).toBe('website');
    expect(one(head, 'og:locale').slice(0, 2)).toBe(head.lang);
    expect(one(head, 'twitter:card')).toBe('summary_large_image');
    expect(one(head, 'twitter:title')).toBe(title);
    expect(one(head, 'twitter:description')).toBe(description);
    const image = one(head, 'og:image');
    expect(one(head, 'twitter:image')).toBe(image);
    expect(image).toMatch(new RegExp(`^${siteUrl}/og/[\\w-]+-${head.lang}\\.png$`));
    expect(existsSync(fileOf(image)), `${image} is in the build`).toBe(true);
    expect(readPngHeader(readFileSync(fileOf(image)))).toMatchObject({ width: 1200, height: 630 });
    expect([one(head, 'og:image:width'), one(head, 'og:image:height')]).toEqual(['1200', '630']);
  });

  it("the canonical of a page is its own address, or for a second path (/trustboard, /app) its page's first one", () => {
    const aliases: string[] = [];
    for (const file of pages) {
      const canonical = headOf(file).links.find((link) => link.rel === 'canonical')!.href;
      const address = addressOf(file);
      if ([`${siteUrl}${address}`, `${siteUrl}${address}/`].includes(canonical)) continue;
      aliases.push(address);
      // The canonical page is built, and is the same page: the same title.
      const target = join(new URL(canonical).pathname.slice(1), 'index.html');
      expect(htmlFiles, `${file} → ${canonical}`).toContain(target);
      expect(headOf(target).title).toEqual(headOf(file).title);
    }
    expect(aliases.length).toBeLessThanOrEqual(2 * languageCodes.length);
  });

  it('a title and description per language: the five landing pages say five things, with the figures filled in', () => {
    const landings = languageCodes.map((language) =>
      headOf(language === 'en' ? 'index.html' : `${language}/index.html`),
    );
    expect(new Set(landings.map((head) => head.title[0])).size).toBe(5);
    expect(landings[4]!.title[0]).toBe('Get up to 90% of your trading fees back | OCTOSS');
    for (const head of landings) expect(one(head, 'description')).toMatch(/90/);
    expect(headOf('vi/app/playbook/index.html').title[0]).toBe('Cẩm nang 70/210 | OCTOSS');
  });

  it('JSON-LD: the organization on the landing pages, the FAQ as FAQPage on the FAQ pages', () => {
    for (const language of languageCodes) {
      const prefix = language === 'en' ? '' : `${language}/`;
      const landing = headOf(`${prefix}index.html`).jsonLd;
      expect(landing.map((object) => object['@type'])).toEqual(['Organization']);
      expect(landing[0]).toMatchObject({ name: 'OCTOSS', url: `${siteUrl}/`, logo: `${siteUrl}/icon-512.png` });
      const faq = headOf(`${prefix}app/faq/index.html`).jsonLd;
      expect(faq.map((object) => object['@type'])).toEqual(['FAQPage']);
      const questions = faq[0]!.mainEntity as { '@type': string; name: string; acceptedAnswer: { text: string } }[];
      expect(questions.length).toBeGreaterThan(3);
      for (const question of questions) {
        expect(question['@type']).toBe('Question');
        expect(question.name.length).toBeGreaterThan(5);
        expect(question.acceptedAnswer.text.length).toBeGreaterThan(5);
      }
    }
    expect(headOf('app/trustboard/index.html').jsonLd).toEqual([]);
  });

  it("a known profile's head names the trader, with an image of its own; the generic one is noindex without a canonical", () => {
    const profile = headOf('l/octoss-7f3k/index.html');
    expect(profile.title[0]).toBe('Minji Park on OCTOSS');
    expect(one(profile, 'robots')).toBe('index,follow');
    expect(one(profile, 'og:image')).toBe(`${siteUrl}/og/l-octoss-7f3k-en.png`);
    expect(headOf('ko/l/octoss-7f3k/index.html').title[0]).toBe('OCTOSS의 Minji Park');
    for (const file of profileShells) {
      const head = headOf(file);
      expect(one(head, 'robots'), file).toBe('noindex,follow');
      expect(head.links, file).toEqual([]);
      expect(head.meta.get('og:url'), file).toBeUndefined();
      expect(existsSync(fileOf(one(head, 'og:image')))).toBe(true);
    }
  });

  it('robots.txt allows the pages and names the sitemap', () => {
    const robots = readFileSync(join(dist, 'robots.txt'), 'utf8');
    expect(robots).toMatch(/^User-agent: \*$/m);
    expect(robots).toMatch(/^Disallow: \/api\/$/m);
    expect(robots).toContain(`Sitemap: ${siteUrl}/sitemap.xml`);
  });

  it('sitemap.xml lists every indexed page (canonical on itself) in every language, each with its alternates', () => {
    const sitemap = readFileSync(join(dist, 'sitemap.xml'), 'utf8');
    const locations = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);
    const indexed = pages
      .map(headOf)
      .filter((head) => one(head, 'robots').startsWith('index'))
      .map((head) => head.links.find((link) => link.rel === 'canonical')!.href);
    expect(new Set(locations)).toEqual(new Set(indexed));
    expect(locations.length).toBe(new Set(locations).size);
    const entries = sitemap.split('<url>').slice(1);
    for (const entry of entries) {
      expect([...entry.matchAll(/hreflang="([^"]+)"/g)].map((match) => match[1]).sort()).toEqual(
        [...languageCodes, 'x-default'].sort(),
      );
    }
    // The testnet page is noindex: not in the sitemap.
    expect(locations.some((location) => location.endsWith('/app/testnet'))).toBe(false);
  });

  it('a web manifest per language, with icons of the build (maskable too), named in every page', () => {
    for (const language of languageCodes) {
      const prefix = language === 'en' ? '' : `${language}/`;
      const manifest = JSON.parse(readFileSync(join(dist, `${prefix}manifest.webmanifest`), 'utf8')) as {
        id: string;
        start_url: string;
        display: string;
        lang: string;
        icons: { src: string; sizes: string; purpose: string; type: string }[];
      };
      expect(manifest).toMatchObject({ id: '/', lang: language, display: 'standalone', start_url: `/${prefix}` });
      expect(manifest.icons.filter((icon) => icon.purpose === 'maskable')).toHaveLength(1);
      for (const icon of manifest.icons) {
        expect(existsSync(join(dist, icon.src)), icon.src).toBe(true);
        if (icon.type === 'image/png') {
          const side = Number(icon.sizes.split('x')[0]);
          expect(readPngHeader(readFileSync(join(dist, icon.src)))).toMatchObject({ width: side, height: side });
        }
      }
      const html = readFileSync(join(dist, `${prefix}index.html`), 'utf8');
      expect(html).toContain(`<link rel="manifest" href="/${prefix}manifest.webmanifest"`);
    }
    const html = readFileSync(join(dist, 'index.html'), 'utf8');
    expect(html).toMatch(/<link rel="apple-touch-icon" href="\/apple-touch-icon.png"/);
    expect(readPngHeader(readFileSync(join(dist, 'apple-touch-icon.png')))).toMatchObject({ width: 180, height: 180 });
    expect(html).toMatch(/<meta name="theme-color" media="\(prefers-color-scheme: light\)"/);
    expect(html).toMatch(/<meta name="theme-color" media="\(prefers-color-scheme: dark\)"/);
  });

  it('ships no msw worker: only Storybook serves it', () => {
    expect(existsSync(join(dist, 'mockServiceWorker.js'))).toBe(false);
  });

  it('every HTML file of the build is one of those checked', () => {
    expect(htmlFiles.map((file) => relative('.', file))).toEqual([...pages, ...profileShells, 'app-shell.html'].sort());
  });
});
