import { defaultLanguage, intlLocale, languageCodes, type Language } from '@/i18n/languages';
import { pathInLanguage } from '@/i18n/languagePath';
import { ruleValues } from '@/i18n/ruleValues';

/**
 * A page's head, the one source of truth: the build writes it into the prerendered HTML
 * (src/prerender/headTags.ts renders these tags as text) and the app renders the same tags once it
 * has hydrated (src/components/PageMeta.tsx), so hydration changes nothing. Pure: no React, no
 * document, so both sides (and the tests) call it alike.
 */

export const siteName = 'OCTOSS';

/** The size every share image is made at (tooling/share-images). */
export const shareImageSize = { width: 1200, height: 630 } as const;

/** What the registry and the page say of one page's head. */
export type HeadFacts = {
  /** The registry's page id: its texts are `common:pages.<id>.title|description`, its share image `og/<id>-<lang>.png`. */
  page: string;
  /** The page's path without a language prefix (`/app/trustboard`), or null for a page with no one address (an unknown profile). */
  path: string | null;
  language: Language;
  /** The language of the address the page is read at, when not `language` (`/?lang=ko` reads Korean at the English address). */
  addressLanguage?: Language;
  /** The page's name, without the site's ("Trustboard"), in `language`. */
  title: string;
  description: string;
  /** index,follow when left out. */
  robots?: string;
  /** The share image's path on the site (`/og/trustboard-ko.png`); the page's own by default. */
  image?: string;
  /** schema.org objects, each written as a `<script type="application/ld+json">`. */
  jsonLd?: readonly object[];
};

/** One tag of the head, as both renderers write it. */
export type HeadTag =
  | { kind: 'title'; text: string }
  | { kind: 'meta'; name: string; content: string }
  | { kind: 'property'; property: string; content: string }
  | { kind: 'link'; rel: 'canonical' | 'alternate'; href: string; hrefLang?: string }
  | { kind: 'json-ld'; json: string };

/** The title a browser tab and a link preview show: "Trustboard | OCTOSS"; a title that names the site already stands alone. */
export function documentTitle(title: string): string {
  return title.includes(siteName) ? title : `${title} | ${siteName}`;
}

/** Values every page's meta texts may name: the rule values in the language's own format (`{{paybackShare}}` → "90%"). */
export function metaValues(language: Language, values?: Record<string, unknown>): Record<string, unknown> {
  return { ...ruleValues(intlLocale[language]), ...values };
}

/** A translation function, as i18next's `t` (bound to the page's language) or `i18next.t` with `lng`. */
export type Translate = (key: string, values: Record<string, unknown>) => string;

/**
 * What the registry's page says of its head by default, in `language`: its name and description
 * (`common:pages.<id>`, the rule values filled in) and, on the landing page, the organization.
 */
export function registryHead(
  page: string,
  language: Language,
  t: Translate,
  siteUrl: string,
  values?: Record<string, unknown>,
): Pick<HeadFacts, 'title' | 'description' | 'jsonLd'> {
  const all = metaValues(language, values);
  const title = t(`common:pages.${page}.title`, all);
  const description = t(`common:pages.${page}.description`, all);
  return { title, description, jsonLd: page === 'landing' ? [organizationJsonLd(siteUrl, description)] : undefined };
}

/**
 * A public profile's head (/l/{code}): its name in the title and description, and its own share
 * image where the build made one (the demo backend's profiles; a live build knows none).
 */
export function profileHead(
  language: Language,
  t: Translate,
  profile: { code: string; name: string },
  hasImage: boolean,
): Pick<HeadFacts, 'title' | 'description' | 'image'> {
  const values = metaValues(language, { name: profile.name });
  return {
    title: t('common:pages.link-in-bio.profileTitle', values),
    description: t('common:pages.link-in-bio.profileDescription', values),
    image: hasImage ? shareImagePath(profileImageName(profile.code), language) : undefined,
  };
}

/** The share image's name of a profile: `l-<code>` (`/og/l-octoss-7f3k-ko.png`). */
export const profileImageName = (code: string): string => `l-${code.toLowerCase()}`;

/** Where the build writes a page's share image (`/og/<page>-<lang>.png`, README "Prerendered pages and hosting"). */
export function shareImagePath(name: string, language: Language): string {
  return `/og/${name}-${language}.png`;
}

/** Open Graph's locale for a language: ko → ko_KR. */
export const ogLocale = (language: Language): string => intlLocale[language].replace('-', '_');

/**
 * Every tag of a page's head, in order: title, description, robots, canonical and hreflang
 * alternates, Open Graph, Twitter, JSON-LD. `siteUrl` is the build's VITE_SITE_URL.
 */
export function pageHeadTags(facts: HeadFacts, siteUrl: string): HeadTag[] {
  const { language, description, path } = facts;
  const title = documentTitle(facts.title);
  const url = (lang: Language) => (path === null ? null : `${siteUrl}${pathInLanguage(path, lang)}`);
  const canonical = url(facts.addressLanguage ?? language);
  const image = `${siteUrl}${facts.image ?? shareImagePath(facts.page, language)}`;
  const tags: HeadTag[] = [
    { kind: 'title', text: title },
    { kind: 'meta', name: 'description', content: description },
    { kind: 'meta', name: 'robots', content: facts.robots ?? 'index,follow' },
  ];
  if (canonical) {
    tags.push({ kind: 'link', rel: 'canonical', href: canonical });
    for (const code of languageCodes) tags.push({ kind: 'link', rel: 'alternate', hrefLang: code, href: url(code)! });
    tags.push({ kind: 'link', rel: 'alternate', hrefLang: 'x-default', href: url(defaultLanguage)! });
  }
  tags.push(
    { kind: 'property', property: 'og:type', content: 'website' },
    { kind: 'property', property: 'og:site_name', content: siteName },
    { kind: 'property', property: 'og:title', content: title },
    { kind: 'property', property: 'og:description', content: description },
  );
  if (canonical) tags.push({ kind: 'property', property: 'og:url', content: canonical });
  tags.push(
    { kind: 'property', property: 'og:image', content: image },
    { kind: 'property', property: 'og:image:type', content: 'image/png' },
    { kind: 'property', property: 'og:image:width', content: String(shareImageSize.width) },
    { kind: 'property', property: 'og:image:height', content: String(shareImageSize.height) },
    { kind: 'property', property: 'og:image:alt', content: title },
    { kind: 'property', property: 'og:locale', content: ogLocale(language) },
    ...languageCodes
      .filter((code) => code !== language)
      .map((code): HeadTag => ({ kind: 'property', property: 'og:locale:alternate', content: ogLocale(code) })),
    { kind: 'meta', name: 'twitter:card', content: 'summary_large_image' },
    { kind: 'meta', name: 'twitter:title', content: title },
    { kind: 'meta', name: 'twitter:description', content: description },
    { kind: 'meta', name: 'twitter:image', content: image },
    { kind: 'meta', name: 'twitter:image:alt', content: title },
  );
  for (const object of facts.jsonLd ?? []) tags.push({ kind: 'json-ld', json: jsonLdText(object) });
  return tags;
}

/** JSON for a `<script>` element: `<` escaped, so no text can close the element. */
export function jsonLdText(object: object): string {
  return JSON.stringify(object).replace(/</g, '\\u003c');
}

/** The landing page's JSON-LD: the organization, its logo and the site. */
export function organizationJsonLd(siteUrl: string, description: string): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: siteName,
    url: `${siteUrl}/`,
    logo: `${siteUrl}/icon-512.png`,
    description,
  };
}

/** The FAQ page's JSON-LD: every question with its answer, as the page shows them. */
export function faqJsonLd(items: readonly { question: string; answer: string }[]): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  };
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The tags as HTML, for the prerendered page; `mark` is an attribute every tag carries (the app removes them as it renders its own). */
export function headTagsHtml(tags: readonly HeadTag[], mark = 'data-prerendered'): string {
  return tags
    .map((tag) => {
      switch (tag.kind) {
        case 'title':
          return `<title ${mark}>${escapeHtml(tag.text)}</title>`;
        case 'meta':
          return `<meta ${mark} name="${tag.name}" content="${escapeHtml(tag.content)}" />`;
        case 'property':
          return `<meta ${mark} property="${tag.property}" content="${escapeHtml(tag.content)}" />`;
        case 'link':
          return tag.hrefLang
            ? `<link ${mark} rel="${tag.rel}" hreflang="${tag.hrefLang}" href="${escapeHtml(tag.href)}" />`
            : `<link ${mark} rel="${tag.rel}" href="${escapeHtml(tag.href)}" />`;
        case 'json-ld':
          return `<script ${mark} type="application/ld+json">${tag.json}</script>`;
      }
    })
    .join('\n    ');
}
