import { useLayoutEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { config } from '@/lib/config';
import { useIsHydrated } from '@/lib/hydration';
import { defaultLanguage } from '@/i18n/languages';
import { useLanguage } from '@/i18n/useLocale';
import { languageOfPath } from '@/i18n/languagePath';
import { pageHeadTags, type HeadFacts, type HeadTag } from './pageHead';

type Props = Omit<HeadFacts, 'language' | 'path'> & {
  /**
   * The page's canonical path (the registry's first: `/trustboard` names `/app/trustboard`); the
   * address read when left out; `null` for a page with no one address (a profile that does not
   * exist): no canonical, no alternates.
   */
  canonicalPath?: string | null;
  /**
   * The page's head is not known yet (its data is loading): the prerendered tags, which the build
   * wrote from the same facts, stay until it is, so the head never changes twice.
   */
  pending?: boolean;
};

const prerenderedTags = () => document.querySelectorAll('head [data-prerendered]');

/**
 * The page's head after hydration: the tags of src/components/pageHead.ts, the same ones the build
 * wrote into the HTML (src/prerender/headTags.ts). React 19 hoists title, meta and link into
 * <head>; the JSON-LD scripts stay where they are rendered.
 */
export function PageMeta({ canonicalPath, pending = false, ...facts }: Props) {
  const { pathname } = useLocation();
  const language = useLanguage();
  const hydrated = useIsHydrated();
  // Whether this page came with the build's tags: only then may a pending head keep them.
  const [fromHtml] = useState(() => typeof document !== 'undefined' && prerenderedTags().length > 0);
  const keepPrerendered = pending && fromHtml;
  // The HTML's tags give way to these in the same commit, before anything else can run: the head
  // never holds two canonicals, nor none.
  useLayoutEffect(() => {
    if (hydrated && !keepPrerendered) prerenderedTags().forEach((tag) => tag.remove());
  }, [hydrated, keepPrerendered]);
  if (!hydrated || keepPrerendered) return null;
  // The address shown: a page opened with `?lang=` or a stored choice keeps its unprefixed canonical.
  const addressLanguage = languageOfPath(window.location.pathname) ?? defaultLanguage;
  const tags = pageHeadTags(
    { ...facts, language, addressLanguage, path: canonicalPath === undefined ? pathname : canonicalPath },
    config.siteUrl,
  );
  return <>{tags.map(renderTag)}</>;
}

function renderTag(tag: HeadTag, index: number) {
  switch (tag.kind) {
    case 'title':
      return <title key="title">{tag.text}</title>;
    case 'meta':
      return <meta key={`${tag.name}-${index}`} name={tag.name} content={tag.content} />;
    case 'property':
      return <meta key={`${tag.property}-${index}`} property={tag.property} content={tag.content} />;
    case 'link':
      return <link key={`${tag.rel}-${tag.hrefLang ?? ''}`} rel={tag.rel} hrefLang={tag.hrefLang} href={tag.href} />;
    case 'json-ld':
      // A data block, never run (so no CSP question); its text is set as text (jsonLdText escapes `<`).
      return (
        <script key={`ld-${index}`} type="application/ld+json">
          {tag.json}
        </script>
      );
  }
}
