import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router';
import { config } from '@/lib/config';
import { useIsHydrated } from '@/lib/hydration';
import { defaultLanguage, languageCodes, type Language } from '@/i18n/languages';
import { languageOfPath, pathInLanguage } from '@/i18n/languagePath';

type Props = {
  /** The page's title, before " | OCTOSS". */
  title: string;
  /** The search-result and share description, one or two sentences. */
  description: string;
  /** Defaults to index,follow; the testnet page is noindex. */
  robots?: string;
  /** The share picture's path. */
  image?: string;
};

/**
 * Title, description, canonical, robots, share image and hreflang alternates of one page.
 * React 19 hoists these tags into <head>; each language has its own address (`/ko/...`, see
 * src/i18n/languagePath.ts), the alternates point at them.
 */
export function PageMeta({ title, description, robots = 'index,follow', image = '/og-default.png' }: Props) {
  const { pathname } = useLocation();
  // The prerendered HTML carries the page's head tags already (src/prerender/headTags.ts). These
  // come once hydration is over, and the HTML's give way to them in the same commit, before
  // anything else can run: the head never holds two canonicals, nor none.
  const hydrated = useIsHydrated();
  useLayoutEffect(() => {
    if (hydrated) document.querySelectorAll('head [data-prerendered]').forEach((tag) => tag.remove());
  }, [hydrated]);
  if (!hydrated) return null;
  const url = (language: Language) => `${config.siteUrl}${pathInLanguage(pathname, language)}`;
  // The address shown: a page opened with `?lang=` or a stored choice keeps its unprefixed canonical.
  const canonical = url(languageOfPath(window.location.pathname) ?? defaultLanguage);
  const fullTitle = title === 'OCTOSS' ? title : `${title} | OCTOSS`;
  const imageUrl = image.startsWith('http') ? image : `${config.siteUrl}${image}`;
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      <meta name="robots" content={robots} />
      <link rel="canonical" href={canonical} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={canonical} />
      <meta property="og:image" content={imageUrl} />
      <meta name="twitter:card" content="summary_large_image" />
      {languageCodes.map((code) => (
        <link key={code} rel="alternate" hrefLang={code} href={url(code)} />
      ))}
      <link rel="alternate" hrefLang="x-default" href={url(defaultLanguage)} />
    </>
  );
}
