import { renderToString } from 'react-dom/server';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders } from '@/app/AppProviders';
import { appRoutes } from '@/app/routes';
import { i18next, startI18n, type Language } from '@/i18n';
import { headTags } from './headTags';

export { prerenderedPaths } from './pages';

export type PrerenderedPage = { html: string; css: string; head: string };

/**
 * Renders one page's first screen for the build (prerender/plugin.ts): the layout and the page
 * skeleton the router shows until the page's chunk is in, which is also the browser's first
 * render, so the browser hydrates it as is. No user data is asked for.
 */
export async function renderPage(path: string, language: Language): Promise<PrerenderedPage> {
  await startI18n(language);
  await i18next.changeLanguage(language);
  // A memory router that never loads: its first state is the one the browser's router starts in.
  const router = createMemoryRouter(appRoutes, { initialEntries: [path] });
  // A fresh cache per page; `compat` makes emotion keep every rule in `inserted` instead of writing
  // <style> tags into the markup (the CSP allows none; the rules go to a .css file).
  const cache = createCache({ key: 'css' });
  cache.compat = true;
  const html = renderToString(
    <CacheProvider value={cache}>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </CacheProvider>,
  );
  router.dispose();
  const css = Object.values(cache.inserted)
    .filter((rules): rules is string => typeof rules === 'string')
    .join('');
  return { html, css, head: headTags(path, language) };
}
