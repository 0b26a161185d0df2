import { StrictMode, startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { CacheProvider } from '@emotion/react';
import { startDemoBackend } from '@/demo/backend';
import { initialLanguage, startI18n } from '@/i18n';
import { App } from '@/app/App';
import { appRouter, routerReady } from '@/app/router';
import { appTheme } from '@/app/theme';
import { nextTask } from '@/lib/nextTask';
import { cacheForPrerenderedPage } from '@/lib/prerenderedStyles';
import { firstPageRendered } from '@/lib/firstPage';
import { documentIsPrerendered } from '@/lib/hydration';

const app = (
  <StrictMode>
    <App />
  </StrictMode>
);
const container = document.getElementById('root')!;

/** Runs `then` once the app's first render has committed (an effect of the root). */
function Committed({ then }: { then: () => void }) {
  useEffect(then, [then]);
  return null;
}

/** For diagnostics and tests: the app is on screen and answers input (`data-app-ready` on <html>). */
const markReady = () => document.documentElement.setAttribute('data-app-ready', '');

/**
 * The start, in steps that are each a task of their own: evaluating the app's modules is one long
 * task already, and on a phone every step added to it would block the page that much longer.
 */
async function start() {
  await nextTask();
  // Demo and testnet: the demo backend (a service worker of its own, see src/demo/backend.ts)
  // starts after the first paint and API requests wait for it. Live mode starts none: the test reads
  // the raw variable, which the build replaces with its value, so a live build leaves the branch out.
  if (import.meta.env.VITE_API_MODE !== 'live') void startDemoBackend();
  await nextTask();
  const language = initialLanguage();
  const started = startI18n(language);
  // Prerendered HTML in the reader's language is hydrated; otherwise (the SPA shell, or `?lang=` /
  // a stored choice other than the page's language) the app renders afresh in a transition, in
  // slices that leave the main thread free in between.
  if (documentIsPrerendered && document.documentElement.lang === language) {
    await hydrate(started);
  } else {
    const root = createRoot(container);
    startTransition(() =>
      root.render(
        <>
          {app}
          <Committed then={markReady} />
        </>,
      ),
    );
  }
}

/**
 * Hydration waits for the translations the HTML shows (they are small) and for the router to have
 * loaded the page's chunk and translations: the HTML shows the page itself, so the first render must
 * too. The theme and the router are each made in a task of their own first. Hydration itself runs in
 * a transition: time-sliced, it yields to the browser every few milliseconds; outside one it would
 * be a single task.
 */
async function hydrate(translations: Promise<unknown>) {
  // The HTML was rendered for the path alone: the router starts there, so the first render matches
  // it, and takes in the query (a tab, a filter) right after hydrating.
  const { pathname, search, hash } = window.location;
  if (search) window.history.replaceState(window.history.state, '', `${pathname}${hash}`);
  await translations;
  await nextTask();
  appTheme();
  await nextTask();
  // The API client and the contract's schemas, which every page uses: imported on their own, they
  // arrive before the page (which has more to fetch) and are evaluated in a task of their own, not
  // in one long task with it.
  void import('@/api/endpoints');
  const router = appRouter();
  await routerReady(router);
  await nextTask();
  const cache = cacheForPrerenderedPage(container);
  // The page, inside its Suspense boundary, hydrates last: only then may the location change.
  void firstPageRendered.then(() => {
    markReady();
    if (search)
      void router.navigate(
        // Relative to the basename (a language prefix), which the router adds again.
        { pathname: pathname.slice((router.basename ?? '').replace(/\/$/, '').length) || '/', search, hash },
        { replace: true, preventScrollReset: true },
      );
  });
  startTransition(() => void hydrateRoot(container, <CacheProvider value={cache}>{app}</CacheProvider>));
}

void start();
