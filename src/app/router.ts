import { createBrowserRouter, type createMemoryRouter } from 'react-router';
import { routerBasename } from '@/i18n/languagePath';
import { appRoutes } from './routes';

let router: ReturnType<typeof createBrowserRouter> | undefined;

/**
 * The app's router, created on first use (the first render of App), not when this module is
 * imported: importing the app (a test, a story, a prerender) then starts no navigation and loads no page.
 */
export function appRouter(): ReturnType<typeof createBrowserRouter> {
  router ??= createBrowserRouter(appRoutes, {
    basename: routerBasename(import.meta.env.BASE_URL, window.location.pathname),
  });
  return router;
}

/**
 * Resolves once the router has loaded what its first location shows (the page's chunk and
 * translations, src/app/routes.tsx). Prerendered HTML holds the page itself, so the browser
 * hydrates only then: its first render is the page too, not a placeholder (src/main.tsx, and the
 * same wait before the build renders it, src/prerender/entry.tsx).
 */
export function routerReady(router: Pick<ReturnType<typeof createMemoryRouter>, 'state' | 'subscribe'>): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}
