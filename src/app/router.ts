import { createBrowserRouter } from 'react-router';
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
