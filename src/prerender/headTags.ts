import { matchPath } from 'react-router';
import { i18next, type Language } from '@/i18n';
import { config, usesMocks } from '@/lib/config';
import { pageList, isPattern } from '@/app/pages';
import {
  faqJsonLd,
  headTagsHtml,
  pageHeadTags,
  profileHead,
  registryHead,
  shareImagePath,
  type HeadFacts,
} from '@/components/pageHead';

/** What the build knows besides the registry: the page's data that the head names. */
export type HeadData = {
  /** A public profile (/l/{code}) the demo backend answers. */
  profile?: { code: string; name: string };
  /** The generic profile page, for a code the build does not know: noindex, no canonical. */
  unknownProfile?: boolean;
  /** The FAQ as the FAQ page will show it (its JSON-LD). */
  faq?: readonly { question: string; answer: string }[];
};

/** The share image the build makes for a head: its file in the build and what the card shows. */
export type ShareCard = { file: string; title: string; description: string; language: Language };

/** The registry's page at a path (a pattern's too: `/l/octoss` is link-in-bio). */
function pageAt(path: string) {
  const page = pageList.find((entry) =>
    entry.paths.some((candidate) => (isPattern(candidate) ? matchPath(candidate, path) : candidate === path)),
  );
  if (!page) throw new Error(`${path} is no page of the registry (src/app/pages.ts)`);
  return page;
}

/**
 * The head of a prerendered page: the tags of src/components/pageHead.ts, the same facts the page's
 * frame gives src/components/PageMeta.tsx once the app has hydrated. Every tag is marked
 * `data-prerendered`: the app removes them as it renders its own.
 */
export function headOf(path: string, language: Language, data: HeadData = {}): { html: string; card: ShareCard } {
  const page = pageAt(path);
  const t = (key: string, values: Record<string, unknown>) => i18next.t(key, { ...values, lng: language });
  const registry = registryHead(page.id, language, t, config.siteUrl);
  const canonicalPath = isPattern(page.paths[0]) ? path : page.paths[0];
  let facts: HeadFacts = {
    page: page.id,
    path: canonicalPath,
    language,
    ...registry,
    robots: page.robots,
  };
  if (data.profile) facts = { ...facts, ...profileHead(language, t, data.profile, usesMocks) };
  if (data.unknownProfile) facts = { ...facts, path: null, robots: 'noindex,follow' };
  if (data.faq) facts = { ...facts, jsonLd: [...(facts.jsonLd ?? []), faqJsonLd(data.faq)] };
  const image = facts.image ?? shareImagePath(page.id, language);
  return {
    html: headTagsHtml(pageHeadTags(facts, config.siteUrl)),
    card: { file: image.replace(/^\//, ''), title: facts.title, description: facts.description, language },
  };
}
