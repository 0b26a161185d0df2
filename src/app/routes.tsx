import { useEffect, type ComponentType } from 'react';
import { useLocation, type RouteObject } from 'react-router';
import { PageSkeleton } from '@/components/PageSkeleton';
import { i18next, startI18n } from '@/i18n';
import { pageRendered } from '@/lib/firstPage';
import { pageRenderedAt } from '@/lib/addressQuery';
import type { RouteHandle } from './layout/AppLayout';
import { loadLayout } from './layout/loadLayout';
import { pageList, type PageEntry } from './pages';
import { RouteErrorBoundary } from './RouteErrorBoundary';

/**
 * Every page is its own lazily loaded chunk. Its translations load alongside it and alongside the
 * common ones: asked for only once the page renders, they would add a round trip before it shows.
 */
async function loadTranslations(namespace: string | null): Promise<void> {
  if (!namespace) return;
  const started = startI18n();
  // Before i18next has its language this only adds the namespace to those the start loads at once.
  await i18next.loadNamespaces(namespace);
  await started;
}

/** The page, telling src/lib/firstPage.ts once it has rendered, and src/lib/addressQuery.ts at which location. */
function announced(Page: ComponentType): ComponentType {
  return function AnnouncedPage() {
    const { key } = useLocation();
    useEffect(pageRendered, []);
    // After the page's own effects, in which its queries took the location's keys.
    useEffect(() => pageRenderedAt(key), [key]);
    return <Page />;
  };
}

const lazyPage =
  ({ namespace, load }: PageEntry) =>
  async () => {
    const [module] = await Promise.all([load(), loadTranslations(namespace)]);
    return { Component: announced(module.default) };
  };

/** One route per path of a page; the router's paths are relative to its root. */
const routesOf = (page: PageEntry): RouteObject[] =>
  page.paths.map((path) => {
    const handle: RouteHandle | undefined = page.fullWidth ? { fullWidth: true } : undefined;
    return path === '/'
      ? { index: true, lazy: lazyPage(page), handle }
      : { path: path.replace(/^\//, ''), lazy: lazyPage(page), handle };
  });

const inLayout = pageList.filter((page) => !page.standalone).flatMap(routesOf);
// The public Link-in-Bio profile stands alone, without the app chrome.
const standalone = pageList.filter((page) => page.standalone).flatMap(routesOf);

export const appRoutes: RouteObject[] = [
  {
    // The app's chrome (banner, header, footer and their buttons) is a chunk of its own, loaded
    // alongside the page's: the router loads every route of the first location at once, and the
    // prerendered HTML shows both until they hydrate together.
    lazy: async () => ({ Component: (await loadLayout()).AppLayout }),
    errorElement: <RouteErrorBoundary />,
    HydrateFallback: PageSkeleton,
    children: [
      {
        errorElement: <RouteErrorBoundary />,
        // Here, not on the layout: banner and header paint at once, the skeleton holds the page's place until its chunk is in.
        HydrateFallback: PageSkeleton,
        children: inLayout,
      },
    ],
  },
  ...standalone.map((route) => ({ ...route, errorElement: <RouteErrorBoundary />, HydrateFallback: PageSkeleton })),
];
