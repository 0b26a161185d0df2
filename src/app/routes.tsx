import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { PageSkeleton } from '@/components/PageSkeleton';
import { AppLayout } from './layout/AppLayout';
import { RouteErrorScreen } from './RouteErrorScreen';

type PageModule = { default: ComponentType };

/** Every page is its own lazily loaded chunk. */
const page = (load: () => Promise<PageModule>) => async () => ({ Component: (await load()).default });

/** Pages of later releases: a placeholder with the page's own title and description. */
const comingSoon = (pageKey: string) => async () => {
  const { ComingSoonPage } = await import('./ComingSoonPage');
  return { Component: () => <ComingSoonPage pageKey={pageKey} /> };
};

export type RouteHandle = { fullWidth?: boolean };

export const appRoutes: RouteObject[] = [
  {
    element: <AppLayout />,
    errorElement: <RouteErrorScreen />,
    HydrateFallback: PageSkeleton,
    children: [
      {
        errorElement: <RouteErrorScreen />,
        children: [
          { index: true, lazy: page(() => import('@/features/landing/LandingPage')), handle: { fullWidth: true } satisfies RouteHandle },
          { path: 'app', lazy: comingSoon('dashboard') },
          { path: 'app/dashboard', lazy: comingSoon('dashboard') },
          { path: 'app/payback', lazy: comingSoon('payback') },
          { path: 'app/trustboard', lazy: comingSoon('trustboard') },
          { path: 'trustboard', lazy: comingSoon('trustboard') },
          { path: 'app/settlements', lazy: comingSoon('settlements') },
          { path: 'app/payouts', lazy: comingSoon('payouts') },
          { path: 'app/referral', lazy: comingSoon('referral') },
          { path: 'app/playbook', lazy: comingSoon('playbook') },
          { path: 'app/value-zone', lazy: comingSoon('valueZone') },
          { path: 'app/promos', lazy: comingSoon('promos') },
          { path: 'deals', lazy: comingSoon('deals') },
          { path: 'app/faq', lazy: comingSoon('faq') },
          { path: 'app/ai', lazy: comingSoon('ai') },
          { path: 'app/market', lazy: comingSoon('market') },
          { path: 'app/testnet', lazy: comingSoon('testnet') },
          { path: '*', lazy: page(() => import('./NotFoundPage')) },
        ],
      },
    ],
  },
  // The public Link-in-Bio profile stands alone, without the app chrome.
  { path: 'l/:code', errorElement: <RouteErrorScreen />, HydrateFallback: PageSkeleton, lazy: comingSoon('linkInBio') },
];

/** Every path a visitor can open, for tests that walk them all. */
export const pagePaths = [
  '/', '/app', '/app/dashboard', '/app/payback', '/app/trustboard', '/trustboard', '/app/settlements',
  '/app/payouts', '/app/referral', '/app/playbook', '/app/value-zone', '/app/promos', '/deals',
  '/app/faq', '/app/ai', '/app/market', '/app/testnet', '/l/octoss',
] as const;
