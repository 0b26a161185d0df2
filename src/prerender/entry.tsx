import { renderToString } from 'react-dom/server';
import createCache, { type EmotionCache } from '@emotion/cache';
import type { QueryClient } from '@tanstack/react-query';
import { CacheProvider } from '@emotion/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders } from '@/app/AppProviders';
import { createQueryClient } from '@/app/queryClient';
import { appRoutes } from '@/app/routes';
import { routerReady } from '@/app/router';
import { i18next, startI18n, type Language } from '@/i18n';
import { intlLocale } from '@/i18n/languages';
import { ruleValues } from '@/i18n/ruleValues';
import { pathInLanguage, routerBasename } from '@/i18n/languagePath';
import { headOf, type HeadData, type ShareCard } from './headTags';
import { answerReads, answersOf, readsOfTheTable, type Answerer } from './publicReads';
import { recordGlobalStyles } from './globalStyles';

export type { HeadData, ShareCard };

import { config } from '@/lib/config';
import { isPattern, keepsOutSearchEngines, pageList, pages } from '@/app/pages';
import { paths } from '@/app/paths';
import { manifestPath, robotsTxt, sitemapXml, webManifest } from './siteFiles';

export { prerenderedPaths } from './pages';
export { manifestPath };

/** The FAQ page's path: its head carries the FAQ as JSON-LD. */
export const faqPath = pages.faq.paths[0];

/** A profile's page (`/l/octoss-7f3k`). */
export const profilePath = (code: string): string => paths['link-in-bio'](code);

/** The code the generic profile page is rendered for: its markup names no code, so any unknown one hydrates it. */
export const unknownProfileCode = 'profile';

/** robots.txt, sitemap.xml (every indexed page and known profile in every language) and the web manifests, by file. */
export async function siteFiles(
  languages: Language[],
  profiles: readonly { code: string }[],
): Promise<Record<string, string>> {
  const indexed = pageList
    .filter((page) => page.prerender && !keepsOutSearchEngines(page) && !isPattern(page.paths[0]))
    .map((page) => page.paths[0]);
  const files: Record<string, string> = {
    'robots.txt': robotsTxt(config.siteUrl),
    'sitemap.xml': sitemapXml(
      config.siteUrl,
      [...indexed, ...profiles.map((profile) => profilePath(profile.code))],
      languages,
    ),
  };
  for (const language of languages) {
    await startI18n(language);
    const description = i18next.t('common:pages.landing.description', {
      ...ruleValues(intlLocale[language]),
      lng: language,
    });
    files[manifestPath(language).slice(1)] = webManifest(language, { name: 'OCTOSS', description });
  }
  return files;
}

export type PrerenderedPage = {
  html: string;
  css: string;
  head: string;
  /** The page's share image, for the build to make. */
  card: ShareCard;
  /** The emotion style names `css` holds. */
  styles: string[];
  /** Those of them that are global styles (emotion's `<Global>`), which the browser takes over. */
  globalStyles: string[];
  /** The answers the page was rendered with, as JSON, for the browser to start from (none without an answerer). */
  answers?: string;
};

/** How often a page is rendered again for reads its answers revealed (a list, then what its rows name). */
const maxRenders = 3;

/** The build's backend: what it answers anyone, and what it answers its signed-in demo trader. */
export type Backend = { answer?: Answerer; answerAsTrader?: Answerer };

type Rendered = { markup: string; cache: EmotionCache; globalStyles: ReadonlySet<string> };

/**
 * Renders the page as long as its answers reveal reads of `kind` to answer (up to `maxRenders`
 * times): the last render, with every answer it asked for.
 */
async function renderAnswered(
  render: (queryClient: QueryClient) => Rendered,
  queryClient: QueryClient,
  language: Language,
  answer: Answerer | undefined,
  kind?: Parameters<typeof answerReads>[4],
): Promise<Rendered> {
  let rendered = render(queryClient);
  const tried = new Set<string>();
  for (let renders = 1; answer && renders < maxRenders; renders += 1) {
    if (!(await answerReads(queryClient, answer, language, tried, kind))) break;
    rendered = render(queryClient);
  }
  return rendered;
}

/**
 * The rules of the styles the page shows once the trader's own data has come, which its HTML (the
 * loading state of that part) does not: in the page's stylesheet and marked as inserted, the
 * browser does not compile and insert them in the task that shows the data (on a phone, half of
 * it). Rendered with the demo trader's answers, for the styles alone: none of it is in the HTML.
 */
function stylesBeyond(shown: EmotionCache, loaded: EmotionCache): Record<string, string> {
  return Object.fromEntries(
    Object.entries(loaded.inserted).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string' && !(entry[0] in shown.inserted),
    ),
  );
}

/**
 * Renders one page's first screen for the build (prerender/plugin.ts): the layout and the page as
 * it first renders, which is also the browser's first render, so the browser hydrates it as is.
 * With an answerer (a demo build), the reads the contract says are the same for every reader (a
 * catalogue, a public profile, the tier table) are answered first and the page shows them; the
 * HTML carries those answers for the browser's first render. No user's own data is asked for: that
 * part of the page is its loading state.
 */
export async function renderPage(
  path: string,
  language: Language,
  data?: HeadData,
  backend: Backend = {},
): Promise<PrerenderedPage> {
  await startI18n(language);
  await i18next.changeLanguage(language);
  // The page's chunk and translations loaded, as the browser's router has them before it hydrates.
  // Under the language's prefix as in the browser (src/app/router.ts), so links read `/ko/deals` alike.
  const address = pathInLanguage(path, language);
  const router = createMemoryRouter(appRoutes, {
    initialEntries: [address],
    basename: routerBasename(import.meta.env.BASE_URL, address),
  });
  await routerReady(router);
  // A page that cannot load or render here would be written as an error screen: fail the build instead.
  const [failure] = Object.values(router.state.errors ?? {});
  if (failure) throw failure instanceof Error ? failure : new Error(`${path}: ${String(failure)}`);
  const render = (queryClient: QueryClient): Rendered => {
    // A fresh cache per render; `compat` makes emotion keep every rule in `inserted` instead of
    // writing <style> tags into the markup (the CSP allows none; the rules go to a .css file).
    const cache = createCache({ key: 'css' });
    cache.compat = true;
    const globalStyles = recordGlobalStyles(cache);
    const markup = renderToString(
      <CacheProvider value={cache}>
        <AppProviders queryClient={queryClient}>
          <RouterProvider router={router} />
        </AppProviders>
      </CacheProvider>,
    );
    return { markup, cache, globalStyles };
  };
  const queryClient = createQueryClient();
  const { markup: html, cache, globalStyles } = await renderAnswered(render, queryClient, language, backend.answer);
  // A part that failed or waited here (a Suspense boundary left to the browser, `<!--$!-->`) would
  // not be in the HTML: fail the build instead.
  if (html.includes('<!--$!-->')) throw new Error(`${path} (${language}): a part of the page did not render`);
  let loaded: Record<string, string> | undefined;
  if (backend.answerAsTrader) {
    const traderClient = createQueryClient();
    const asTrader = await renderAnswered(render, traderClient, language, backend.answerAsTrader, readsOfTheTable);
    loaded = stylesBeyond(cache, asTrader.cache);
    traderClient.clear();
  }
  router.dispose();
  const inserted = { ...cache.inserted, ...loaded };
  const css = Object.values(inserted)
    .filter((rules): rules is string => typeof rules === 'string')
    .join('');
  const head = headOf(path, language, data);
  const answers = answersOf(queryClient);
  queryClient.clear();
  return {
    html,
    css,
    head: head.html,
    card: head.card,
    styles: Object.keys(inserted),
    globalStyles: [...globalStyles],
    answers: answers && JSON.stringify(answers),
  };
}
