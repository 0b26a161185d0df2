import type { ComponentType } from 'react';
import type { ProductStatus } from '@/components/StatusBadge';
import { pageRoutes, paths, type PageId } from './paths';

/**
 * The one list of pages. The routes (routes.tsx), the paths tests walk (pagePaths.ts), the header,
 * menu and footer links (navigation.ts), the translations each page loads, the prerender list and
 * the lint's feature list (checked by tests/unit/page-registry.test.ts) all come from here.
 *
 * Each `load` stays a literal `() => import('…')`: Vite splits a chunk per page only for an import
 * it can see, and `npm run budget` finds the route chunks as this module's dynamic imports.
 * This module is in the entry chunk: keep it data and arrow functions, no components.
 */

export type PageModule = { default: ComponentType };

/** Where a navigation link shows: the header's own links, its Products menu, or the footer. */
export type NavSection = 'header' | 'products' | 'footer';

/** One link to a page in one section (spec: label, href, trackingId, isNew, status). */
export type NavEntry = {
  /** Position within its section, lowest first. */
  order: number;
  /** i18n key in the `common` namespace. */
  labelKey: string;
  /** Which of the page's paths it opens; the first one when left out. */
  path?: string;
  trackingId?: string;
  isNew?: boolean;
  /** LIVE or DEMO beside the link; LIVE when left out. */
  status?: ProductStatus;
  /** Active on this path only, not on the paths below it. */
  exact?: boolean;
  /** Shown only where the demo backend answers (the sandbox has nothing to offer a real backend). */
  mocksOnly?: boolean;
};

export type PageEntry = {
  /**
   * The product area the page belongs to, when it is not the page's own id: the area names the
   * feature folder, the stories and the tests (Link-in-Bio is Partner Hub's public page). `app`
   * is the shell's (src/app).
   */
  area?: string;
  /**
   * Absolute paths, canonical first. A parameter (`:code`) or `*` makes a path a pattern: tests
   * walk `examplePath` instead, and the prerender skips it.
   */
  paths: readonly [string, ...string[]];
  /** A real address for a page whose paths are all patterns; tests open it. */
  examplePath?: string;
  /** Its translations (src/i18n/locales/<lang>/<namespace>.json), loaded alongside its chunk; `null` when `common` is enough. */
  namespace: string | null;
  load: () => Promise<PageModule>;
  /**
   * The build writes its HTML per language for each of its non-pattern paths: the page as it first
   * renders, so public pages with their content and signed-in pages in their loading state, which
   * their data fills once the app has hydrated (src/prerender/).
   */
  prerender: boolean;
  /** What search engines are told (`<meta name="robots">`); index,follow when left out. */
  robots?: 'noindex,nofollow' | 'noindex,follow';
  /** Without the app's header and footer. */
  standalone?: boolean;
  /** The page lays out its own full-width sections instead of the centred column. */
  fullWidth?: boolean;
  /** Its links in the header, the Products menu and the footer: at most one per section. */
  nav?: Partial<Record<NavSection, NavEntry>>;
};

export const pages = {
  landing: {
    paths: pageRoutes.landing,
    namespace: 'landing',
    load: () => import('@/features/landing/LandingPage'),
    prerender: true,
    fullWidth: true,
  },
  dashboard: {
    paths: pageRoutes.dashboard,
    namespace: 'dashboard',
    load: () => import('@/features/dashboard/DashboardPage'),
    prerender: true,
    nav: { header: { order: 2, labelKey: 'nav.dashboard', trackingId: 'nav_dashboard', status: 'live', exact: true } },
  },
  payback: {
    paths: pageRoutes.payback,
    namespace: 'payback',
    load: () => import('@/features/payback/PaybackPage'),
    prerender: true,
    nav: { products: { order: 1, labelKey: 'nav.payback', trackingId: 'nav_payback', status: 'live' } },
  },
  trustboard: {
    paths: pageRoutes.trustboard,
    namespace: 'trustboard',
    load: () => import('@/features/trustboard/TrustboardPage'),
    prerender: true,
    nav: {
      products: { order: 2, labelKey: 'nav.trustboard', trackingId: 'nav_trustboard', status: 'live' },
      footer: { order: 1, labelKey: 'pages.trustboard.title', path: pageRoutes.trustboard[1] },
    },
  },
  settlements: {
    paths: pageRoutes.settlements,
    namespace: 'settlements',
    load: () => import('@/features/settlements/SettlementsPage'),
    prerender: true,
  },
  payouts: {
    paths: pageRoutes.payouts,
    namespace: 'payouts',
    load: () => import('@/features/payouts/PayoutsPage'),
    prerender: true,
  },
  referral: {
    paths: pageRoutes.referral,
    namespace: 'referral',
    load: () => import('@/features/referral/ReferralPage'),
    prerender: true,
    nav: { products: { order: 3, labelKey: 'nav.referral', trackingId: 'nav_referral', status: 'demo' } },
  },
  playbook: {
    paths: pageRoutes.playbook,
    namespace: 'playbook',
    load: () => import('@/features/playbook/PlaybookPage'),
    prerender: true,
  },
  'value-zone': {
    paths: pageRoutes['value-zone'],
    namespace: 'value-zone',
    load: () => import('@/features/value-zone/ValueZonePage'),
    prerender: true,
    nav: { products: { order: 4, labelKey: 'nav.value-zone', trackingId: 'nav_value_zone', status: 'demo' } },
  },
  promos: {
    paths: pageRoutes.promos,
    namespace: 'promos',
    load: () => import('@/features/promos/PromosPage'),
    prerender: true,
    nav: { products: { order: 5, labelKey: 'nav.promos', trackingId: 'nav_promos', status: 'demo' } },
  },
  deals: {
    paths: pageRoutes.deals,
    namespace: 'deals',
    load: () => import('@/features/deals/DealsPage'),
    prerender: true,
    nav: {
      header: { order: 1, labelKey: 'nav.betaDeals', trackingId: 'nav_beta_deals', isNew: true, status: 'live' },
      footer: { order: 2, labelKey: 'pages.deals.title' },
    },
  },
  faq: {
    paths: pageRoutes.faq,
    namespace: 'faq',
    load: () => import('@/features/faq/FaqPage'),
    prerender: true,
    nav: { footer: { order: 3, labelKey: 'pages.faq.title' } },
  },
  ai: { paths: pageRoutes.ai, namespace: 'ai', load: () => import('@/features/ai/AiPage'), prerender: true },
  market: {
    paths: pageRoutes.market,
    namespace: 'market',
    load: () => import('@/features/market/MarketPage'),
    prerender: true,
  },
  testnet: {
    paths: pageRoutes.testnet,
    namespace: 'testnet',
    load: () => import('@/features/testnet/TestnetPage'),
    prerender: true,
    robots: 'noindex,nofollow',
    nav: { footer: { order: 4, labelKey: 'pages.testnet.title', mocksOnly: true } },
  },
  // The public Link-in-Bio profile: one address per profile, so not in the prerender list; the build
  // prerenders the demo backend's profiles and a generic page for any other code (src/prerender/plugin.ts).
  'link-in-bio': {
    area: 'referral',
    paths: pageRoutes['link-in-bio'],
    examplePath: paths['link-in-bio']('octoss'),
    namespace: 'referral',
    load: () => import('@/features/referral/LinkInBioPage'),
    prerender: false,
    standalone: true,
  },
  'not-found': {
    area: 'app',
    paths: pageRoutes['not-found'],
    namespace: null,
    load: () => import('./NotFoundPage'),
    prerender: false,
    robots: 'noindex,follow',
  },
} as const satisfies Record<PageId, PageEntry>;

export type { PageId };

/** The pages in the registry's order (the order tests walk them in), each with its id. */
export const pageList: readonly (PageEntry & { id: PageId })[] = (Object.keys(pages) as PageId[]).map((id) => ({
  id,
  ...pages[id],
}));

/** A path with a parameter or a wildcard stands for many addresses. */
export const isPattern = (path: string): boolean => path.includes(':') || path.includes('*');

/** Whether a page asks search engines to keep it out of their index (its `robots` is noindex). */
export const keepsOutSearchEngines = (page: Pick<PageEntry, 'robots'>): boolean =>
  page.robots?.startsWith('noindex') === true;

/** The page's canonical path, for links that must follow the registry. */
export const pathOf = (id: PageId): string => pages[id].paths[0];

/** Folders of src/features that are no page's: none today. tests/unit/page-registry.test.ts holds every other folder to a page. */
export const nonPageFeatures: readonly string[] = [];
