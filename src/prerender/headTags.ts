import { i18next, languageCodes, type Language } from '@/i18n';
import { defaultLanguage } from '@/i18n/languages';
import { pathInLanguage } from '@/i18n/languagePath';
import { config } from '@/lib/config';

/** The page's key under `common:pages` (its title and description): the last part of its path, camelCased. */
export function pageKey(path: string): string {
  if (path === '/') return 'landing';
  if (path === '/app') return 'dashboard';
  const last = path.split('/').pop() ?? '';
  return last.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase());
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * What src/components/PageMeta.tsx renders once the page is in, for the HTML before it: title,
 * description, canonical and the hreflang alternates. Marked `data-prerendered`: the app removes
 * them when the page renders its own (src/main.tsx).
 */
export function headTags(path: string, language: Language): string {
  const key = pageKey(path);
  const title = i18next.t(`common:pages.${key}.title`, { lng: language });
  const description = i18next.t(`common:pages.${key}.description`, { lng: language });
  const fullTitle = title === 'OCTOSS' ? title : `${title} | OCTOSS`;
  const url = (lang: Language) => `${config.siteUrl}${pathInLanguage(path, lang)}`;
  const robots = key === 'testnet' ? 'noindex,nofollow' : 'index,follow';
  return [
    `<title data-prerendered>${escapeHtml(fullTitle)}</title>`,
    `<meta data-prerendered name="description" content="${escapeHtml(description)}" />`,
    `<meta data-prerendered name="robots" content="${robots}" />`,
    `<link data-prerendered rel="canonical" href="${url(language)}" />`,
    ...languageCodes.map((code) => `<link data-prerendered rel="alternate" hreflang="${code}" href="${url(code)}" />`),
    `<link data-prerendered rel="alternate" hreflang="x-default" href="${url(defaultLanguage)}" />`,
  ].join('\n    ');
}
