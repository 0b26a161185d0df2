import { StrictMode, startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot } from '@/app/reactDom';
import { CacheProvider } from '@emotion/react';
import type { QueryClient } from '@tanstack/react-query';
import { refusingWritesOffline, setRequestHook, type RequestHook } from '@/api/requestHook';
import { currentLanguage, initialLanguage, startI18n } from '@/i18n';
import { pageAt } from '@/app/pagePaths';
import { loadLayout } from '@/app/layout/loadLayout';
import { prepareAppTheme } from '@/app/theme';
import { warmUpIcu } from '@/app/icuWarmup';
import { nextTask } from '@/lib/nextTask';
import { addressRestored, addressWhole, pageReadsQuery, queryTakenOff } from '@/lib/addressQuery';
import { cacheForPrerenderedPage } from '@/lib/prerenderedStyles';
import { firstPageRendered, firstPageShown, firstReadsSettled, readsSettled } from '@/lib/firstPage';
import { documentIsPrerendered } from '@/lib/hydration';
import { registerBackendControls, setBackendStatus } from '@/lib/backend';
import { pathUnderBasename, routerBasename } from '@/i18n/languagePath';

/**
 * The app and its router (react-router) are no part of the first load: fetched at start, beside the
 * page's chunk, its chrome and the translations, which the first render waits for anyway.
 */
const routing = import('@/app/App');

/** ICU's formatting data, initialised in a worker from now on, off the main thread (src/app/icuWarmup.ts). */
void warmUpIcu();

/**
 * The API client and the contract's schemas, which every page's reads wait for: asked for now, not
 * once the app's chunk has come and asked for them, one round trip later, and evaluated in tasks of
 * their own as they arrive, not in one long task with the page.
 */
void import('@/api/endpoints');

async function appWith(queryClient: Promise<QueryClient>) {
  const [{ App }, client] = await Promise.all([routing, queryClient]);
  return (
    <StrictMode>
      <App queryClient={client} />
    </StrictMode>
  );
}

/**
 * Starts loading what the router will load for the address it opens at (the page's chunk, and the
 * chrome for a page inside it) now, rather than once the router's own chunk is in: one round trip
 * less before the first render on a slow network. The router's loads then find them in the module cache.
 */
function preloadFirstPage(): void {
  const { pathname } = window.location;
  const page = pageAt(pathUnderBasename(pathname, routerBasename(import.meta.env.BASE_URL, pathname)));
  if (!page) return;
  // A failed load is the router's to report when it loads the same module again.
  page.load().catch(() => undefined);
  if (!page.standalone) loadLayout().catch(() => undefined);
}
const container = document.getElementById('root')!;

/** Runs `then` once the app's first render has committed (an effect of the root). */
function Committed({ then }: { then: () => void }) {
  useEffect(then, [then]);
  return null;
}

/** For diagnostics and tests: the app is on screen and answers input (`data-app-ready` on <html>). */
const markReady = () => document.documentElement.setAttribute('data-app-ready', '');

/** A request waits while hydration has the query off the address (src/lib/addressQuery.ts). */
const onceAddressWhole =
  (next: RequestHook): RequestHook =>
  async (request) => {
    await addressWhole();
    return next(request);
  };

/** Content (descriptions, notes, titles) comes back in the reader's language; codes stay codes. */
const readerLanguage = () => ({ 'Accept-Language': currentLanguage() });

/**
 * The API client's backend. A live build talks to the real server as it is. Demo and testnet start
 * the demo backend (src/demo/, a service worker of its own) after the first paint; API requests wait
 * until it answers this page (its gate, as the client's request hook), and those that need a user
 * until the start-up sign-in too. The sign-in goes through the contract's sign-in route, like any
 * user's of a real backend, with the account the demo backend names for its data set. The testnet
 * page switches the data set through src/lib/backend.ts, which never imports src/demo.
 */
function connectBackend(): void {
  // The test reads the raw variable, which the build replaces with its value: a live build leaves
  // the demo branch, and with it the demo backend's chunk, out.
  if (import.meta.env.VITE_API_MODE === 'live') {
    setRequestHook(refusingWritesOffline(onceAddressWhole(() => ({ headers: readerLanguage() }))));
    return;
  }
  // Read now: the fault switches are those of the address the page was opened with, and hydration
  // takes the query off the address for a while.
  const search = window.location.search;
  const demo = import('@/demo/backend');
  const started = demo.then((backend) => backend.startDemoBackend(search));
  // The sign-in's code is fetched beside the backend's, not once that has started: the start-up
  // sign-in, which the trader's reads wait for, then leaves as soon as the backend answers.
  void import('@/api/signIn');
  // Requests wait until it answers this page, or failed to start: they then fail visibly.
  const answering = started.catch(() => setBackendStatus('unavailable'));
  // Once it controls the page, it keeps what the page loaded before for a reload offline: after the
  // page's first reads, whose requests would otherwise queue behind the copy's.
  void Promise.all([started, firstReadsSettled])
    .then(() => import('@/demo/offlineCache'))
    .then(
      (cache) => cache.keepPageForOffline(),
      () => undefined,
    );
  let signedIn: Promise<unknown> = started
    .then(({ account, restored }) => signInAs(account, restored))
    .catch(() => undefined);
  registerBackendControls({
    async switchDataset(dataset) {
      const switched = await (await demo).switchDemoDataset(dataset);
      if (!switched) return;
      // Another data set does not know the token: its user signs in as the switch completes.
      signedIn = signInAs(switched.account, false);
      await signedIn;
    },
  });
  const hook: RequestHook = async (request) => {
    await (request.partOfSignIn ? answering : Promise.all([answering, signedIn]));
    return { headers: readerLanguage(), timeoutMs: (await demo).requestTimeoutMs() };
  };
  setRequestHook(refusingWritesOffline(onceAddressWhole(hook)));
}

/**
 * Whether the page was opened with the demo backend's fault switches (`?mockFail=`, README's
 * Modes): it is then told to refuse reads whose build-time answers the HTML shows, and the page
 * renders afresh, to show what the backend answers now (its error states). A real backend's failure
 * keeps what the page shows and says the refresh failed.
 */
function demoBackendRefusesReads(): boolean {
  return import.meta.env.VITE_API_MODE !== 'live' && new URLSearchParams(window.location.search).has('mockFail');
}

const signInAttempts = 3;

/**
 * Signs the demo backend's user in. `keepStoredToken`: a stored token the backend still knows is
 * kept (a reload); a fresh or another data set knows none, so it signs in at once. Tried as often
 * as a query is (three times, backing off), so one lost answer at start does not leave the reader
 * signed out; after that the sign-in prompt offers it again. The sign-in code is no part of the
 * entry: it is fetched at start (connectBackend).
 */
async function signInAs(account: { email: string; code: string } | undefined, keepStoredToken: boolean) {
  if (!account) return;
  const signIn = await import('@/api/signIn');
  signIn.registerAccount(() => account);
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await (keepStoredToken ? signIn.ensureSignedIn() : signIn.signIn());
    } catch (error) {
      if (attempt >= signInAttempts) throw error;
      await new Promise((resolve) => window.setTimeout(resolve, 500 * 2 ** attempt));
    }
  }
}

/**
 * The start, in steps that are each a task of their own, as each lazily loaded chunk is evaluated
 * in one (tooling/vite/chunks-in-tasks.ts): on a phone, a step added to another task would block
 * the page that much longer.
 */
async function start() {
  preloadFirstPage();
  // The query cache's code is no part of the first load: fetched now, beside the translations and
  // the page's chunk, which the first render waits for anyway.
  const language = initialLanguage();
  // Prerendered HTML in the reader's language is hydrated, from the answers it was rendered with;
  // otherwise (the SPA shell, `?lang=` or a stored choice other than the page's language, or the
  // demo backend's fault switches) the app renders afresh in a transition, in slices that leave the
  // main thread free in between.
  const hydrating = documentIsPrerendered && document.documentElement.lang === language && !demoBackendRefusesReads();
  const queryClient = import('@/app/queryClient').then(
    ({ createQueryClient, startFromPrerenderedAnswers, whenFirstReadsSettle }) => {
      const client = createQueryClient();
      void whenFirstReadsSettle(client, firstPageShown).then(readsSettled);
      if (hydrating) startFromPrerenderedAnswers(client, firstReadsSettled);
      return client;
    },
  );
  await nextTask();
  connectBackend();
  await nextTask();
  const started = startI18n(language);
  // The first formatter initialises ICU's formatting data (20 to 65 ms in one call on a desktop,
  // four times that on a phone): a worker has been doing it since the entry ran, while the
  // translations load. The start waits for it, then makes the page's first formatter in a task of
  // its own: well under a millisecond once warm, and otherwise no part of a table's module or a
  // slice of the first render.
  await warmUpIcu();
  await nextTask();
  new Intl.NumberFormat(language).format(0);
  await nextTask();
  if (hydrating) {
    await hydrate(started, queryClient);
  } else {
    const app = await appWith(queryClient);
    const { appRouter, routerReady } = await routing;
    // The layout is a lazy route as the page is (src/app/routes.tsx): the first render waits for
    // both, so it replaces the shell's banner and header with the whole screen, not with a skeleton.
    await routerReady(appRouter());
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
 * too. The theme (in three tasks, prepareAppTheme) and the router are made in tasks of their own
 * first. Hydration itself runs in a transition: time-sliced, it yields to the browser every few
 * milliseconds; outside one it would be a single task.
 */
async function hydrate(translations: Promise<unknown>, queryClient: Promise<QueryClient>) {
  // The HTML was rendered for the path alone: the router starts there, so the first render matches
  // it, and takes in the query (a tab, a filter) right after hydrating.
  const { pathname, search, hash } = window.location;
  const takesQuery = pageReadsQuery(search);
  if (takesQuery) {
    window.history.replaceState(window.history.state, '', `${pathname}${hash}`);
    queryTakenOff();
  }
  await translations;
  await prepareAppTheme();
  await nextTask();
  const { appRouter, routerReady } = await routing;
  const router = appRouter();
  await routerReady(router);
  const app = await appWith(queryClient);
  await nextTask();
  const cache = cacheForPrerenderedPage(container);
  // The page, inside its Suspense boundary, hydrates last: only then may the location change.
  void firstPageRendered.then(async () => {
    markReady();
    if (!takesQuery) return;
    await router
      .navigate(
        // Relative to the basename (a language prefix), which the router adds again.
        { pathname: pathUnderBasename(pathname, router.basename ?? ''), search, hash },
        { replace: true, preventScrollReset: true },
      )
      .catch(addressRestored);
    // The router writes a language's home as its basename alone ('/ko' and '/' make '/ko'): the
    // address keeps the '/ko/' it was opened at, the page's canonical address.
    if (window.location.pathname + '/' === pathname && window.location.search === search)
      window.history.replaceState(window.history.state, '', `${pathname}${search}${hash}`);
  });
  startTransition(() => void hydrateRoot(container, <CacheProvider value={cache}>{app}</CacheProvider>));
}

void start();
