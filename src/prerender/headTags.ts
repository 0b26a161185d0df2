import { i18next, languageCodes, type Language } from '@/i18n';
import { defaultLanguage } from '@/i18n/languages';
import { pathInLanguage } from '@/i18n/languagePath';
import { config } from '@/lib/config';
import { pageList } from '@/app/pages';

/** The registry's page at a path: its id is its key under `common:pages` (title and description). */
function pageAt(path: string) {
  const page = pageList.find((entry) => entry.paths.includes(path));
  if (!page) throw new Error(`${path} is no page of the registry (src/app/pages.ts)`);
  return page;
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * What src/components/PageMeta.tsx renders once the page is in, for the HTML before it: title,
 * description, canonical and the hreflang alternates. Marked `data-prerendered`: the app removes
 * them when the page renders its own (src/main.tsx).
 */
export function headTags(path: string, language: Language): string {
  const page = pageAt(path);
  const key = page.id;
  const title = i18next.t(`common:pages.${key}.title`, { lng: language });
  const description = i18next.t(`common:pages.${key}.description`, { lng: language });
  const fullTitle = title === 'OCTOSS' ? title : `${title} | OCTOSS`;
  const url = (lang: Language) => `${config.siteUrl}${pathInLanguage(path, lang)}`;
  const robots = page.robots ?? 'index,follow';
  return [
    `<title data-prerendered>${escapeHtml(fullTitle)}</title>`,
    `<meta data-prerendered name="description" content="${escapeHtml(description)}" />`,
    `<meta data-prerendered name="robots" content="${robots}" />`,
    `<link data-prerendered rel="canonical" href="${url(language)}" />`,
    ...languageCodes.map((code) => `<link data-prerendered rel="alternate" hreflang="${code}" href="${url(code)}" />`),
    `<link data-prerendered rel="alternate" hreflang="x-default" href="${url(defaultLanguage)}" />`,
  ].join('\n    ');
}
