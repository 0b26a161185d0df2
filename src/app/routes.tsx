import { useEffect, type ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { PageSkeleton } from '@/components/PageSkeleton';
import { HydratingSkeleton } from '@/components/HydratingSkeleton';
import { i18next, startI18n, type namespaces } from '@/i18n';
import { pageRendered } from '@/lib/firstPage';
import { hydrated } from '@/lib/hydration';
import { AppLayout } from './layout/AppLayout';
import { RouteErrorScreen } from './RouteErrorScreen';

type PageModule = { default: ComponentType };
type Namespace = (typeof namespaces)[number];

/**
 * Every page is its own lazily loaded chunk. Its translations load alongside it and alongside the
 * common ones: asked for only once the page renders, they would add a round trip before it shows.
 */
async function loadTranslations(namespace: Namespace | null): Promise<void> {
  if (!namespace) return;
  const started = startI18n();
  // Before i18next has its language this only adds the namespace to those the start loads at once.
  await i18next.loadNamespaces(namespace);
  await started;
}

/** The page, telling src/lib/firstPage.ts once it has rendered. */
function announced(Page: ComponentType): ComponentType {
  return function AnnouncedPage() {
    useEffect(pageRendered, []);
    return <Page />;
  };
}

const page = (namespace: Namespace | null, load: () => Promise<PageModule>) => async () => {
  // `hydrated`: prerendered HTML shows the skeleton, and the first render must too (src/lib/hydration.ts).
  const [module] = await Promise.all([load(), loadTranslations(namespace), hydrated]);
  return { Component: announced(module.default) };
};

export type RouteHandle = { fullWidth?: boolean };

export const appRoutes: RouteObject[] = [
  {
    element: <AppLayout />,
    errorElement: <RouteErrorScreen />,
    children: [
      {
        errorElement: <RouteErrorScreen />,
        // Here, not on the layout: banner and header paint at once, the skeleton holds the page's place until its chunk is in.
        HydrateFallback: HydratingSkeleton,
        children: [
          { index: true, lazy: page('landing', () => import('@/features/landing/LandingPage')), handle: { fullWidth: true } satisfies RouteHandle },
          { path: 'app', lazy: page('dashboard', () => import('@/features/dashboard/DashboardPage')) },
          { path: 'app/dashboard', lazy: page('dashboard', () => import('@/features/dashboard/DashboardPage')) },
          { path: 'app/payback', lazy: page('payback', () => import('@/features/payback/PaybackPage')) },
          { path: 'app/trustboard', lazy: page('trustboard', () => import('@/features/trustboard/TrustboardPage')) },
          { path: 'trustboard', lazy: page('trustboard', () => import('@/features/trustboard/TrustboardPage')) },
          { path: 'app/settlements', lazy: page('settlements', () => import('@/features/settlements/SettlementsPage')) },
          { path: 'app/payouts', lazy: page('payouts', () => import('@/features/payouts/PayoutsPage')) },
          { path: 'app/referral', lazy: page('referral', () => import('@/features/referral/ReferralPage')) },
          { path: 'app/playbook', lazy: page('playbook', () => import('@/features/playbook/PlaybookPage')) },
          { path: 'app/value-zone', lazy: page('valueZone', () => import('@/features/value-zone/ValueZonePage')) },
          { path: 'app/promos', lazy: page('promos', () => import('@/features/promos/PromosPage')) },
          { path: 'deals', lazy: page('deals', () => import('@/features/deals/DealsPage')) },
          { path: 'app/faq', lazy: page('faq', () => import('@/features/faq/FaqPage')) },
          { path: 'app/ai', lazy: page('ai', () => import('@/features/ai/AiPage')) },
          { path: 'app/market', lazy: page('market', () => import('@/features/market/MarketPage')) },
          { path: 'app/testnet', lazy: page('testnet', () => import('@/features/testnet/TestnetPage')) },
          { path: '*', lazy: page(null, () => import('./NotFoundPage')) },
        ],
      },
    ],
  },
  // The public Link-in-Bio profile stands alone, without the app chrome.
  { path: 'l/:code', errorElement: <RouteErrorScreen />, HydrateFallback: PageSkeleton, lazy: page('referral', () => import('@/features/referral/LinkInBioPage')) },
];
