import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { AppProviders } from '@/app/AppProviders';
import { createQueryClient } from '@/app/queryClient';
import { startI18n, changeLanguage, type Language } from '@/i18n';

/**
 * Renders a page (or any element) inside the app's providers and a memory router at `path`.
 * `routePath` is the route pattern when the page reads params (e.g. '/l/:code').
 */
export async function renderPage(
  element: ReactElement,
  { path = '/', routePath, language = 'en' }: { path?: string; routePath?: string; language?: Language } = {},
) {
  await startI18n(language);
  await changeLanguage(language);
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
  const routes: RouteObject[] = [
    { path: routePath ?? path.split(/[?#]/)[0], element },
    { path: '*', element: <p>elsewhere</p> },
  ];
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const utils = render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...utils, router, queryClient };
}
