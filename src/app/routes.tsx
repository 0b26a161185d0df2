import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { PageSkeleton } from '@/components/PageSkeleton';
import { AppLayout } from './layout/AppLayout';
import { RouteErrorScreen } from './RouteErrorScreen';

type PageModule = { default: ComponentType };

/** Every page is its own lazily loaded chunk. */
const page = (load: () => Promise<PageModule>) => async () => ({ Component: (await load()).default });

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
          { path: 'app', lazy: page(() => import('@/features/dashboard/DashboardPage')) },
          { path: 'app/dashboard', lazy: page(() => import('@/features/dashboard/DashboardPage')) },
          { path: 'app/payback', lazy: page(() => import('@/features/payback/PaybackPage')) },
          { path: 'app/trustboard', lazy: page(() => import('@/features/trustboard/TrustboardPage')) },
          { path: 'trustboard', lazy: page(() => import('@/features/trustboard/TrustboardPage')) },
          { path: 'app/settlements', lazy: page(() => import('@/features/settlements/SettlementsPage')) },
          { path: 'app/payouts', lazy: page(() => import('@/features/payouts/PayoutsPage')) },
          { path: 'app/referral', lazy: page(() => import('@/features/referral/ReferralPage')) },
          { path: 'app/playbook', lazy: page(() => import('@/features/playbook/PlaybookPage')) },
          { path: 'app/value-zone', lazy: page(() => import('@/features/value-zone/ValueZonePage')) },
          { path: 'app/promos', lazy: page(() => import('@/features/promos/PromosPage')) },
          { path: 'deals', lazy: page(() => import('@/features/deals/DealsPage')) },
          { path: 'app/faq', lazy: page(() => import('@/features/faq/FaqPage')) },
          { path: 'app/ai', lazy: page(() => import('@/features/ai/AiPage')) },
          { path: 'app/market', lazy: page(() => import('@/features/market/MarketPage')) },
          { path: 'app/testnet', lazy: page(() => import('@/features/testnet/TestnetPage')) },
          { path: '*', lazy: page(() => import('./NotFoundPage')) },
        ],
      },
    ],
  },
  // The public Link-in-Bio profile stands alone, without the app chrome.
  { path: 'l/:code', errorElement: <RouteErrorScreen />, HydrateFallback: PageSkeleton, lazy: page(() => import('@/features/referral/LinkInBioPage')) },
];
