/**
 * The one place page paths are written. The page registry (pages.ts) takes each page's paths from
 * `pageRoutes`; every link in the app is made with `paths` (features import this module as
 * `@/app/paths`, the one part of src/app they may import). A path with a query, a hash or a
 * parameter is a function of them, so a renamed page or query breaks the build, not a link.
 *
 * Data and small functions only: no React, no imports, so importing it makes no cycle.
 */

/** Each page's paths, canonical first, by page id (= product area id; see pages.ts). */
export const pageRoutes = {
  landing: ['/'],
  dashboard: ['/app', '/app/dashboard'],
  payback: ['/app/payback'],
  trustboard: ['/app/trustboard', '/trustboard'],
  settlements: ['/app/settlements'],
  payouts: ['/app/payouts'],
  referral: ['/app/referral'],
  playbook: ['/app/playbook'],
  'value-zone': ['/app/value-zone'],
  promos: ['/app/promos'],
  deals: ['/deals'],
  faq: ['/app/faq'],
  ai: ['/app/ai'],
  market: ['/app/market'],
  testnet: ['/app/testnet'],
  'link-in-bio': ['/l/:code'],
  'not-found': ['*'],
} as const satisfies Record<string, readonly [string, ...string[]]>;

export type PageId = keyof typeof pageRoutes;

type Query = Record<string, string | undefined>;

/** A path with its query (in the order given, empty values left out) and hash. */
function address(path: string, query: Query = {}, hash?: string): string {
  const search = Object.entries(query)
    .flatMap(([name, value]) => (value ? [`${name}=${encodeURIComponent(value)}`] : []))
    .join('&');
  return `${path}${search ? `?${search}` : ''}${hash ? `#${hash}` : ''}`;
}

/** Every page but the not-found one has its link (and may have more, e.g. the public Trustboard). */
type Link = (...args: never[]) => string;

const canonical = (id: PageId): string => pageRoutes[id][0];

/** Links to pages, by page id. */
export const paths = {
  landing: () => canonical('landing'),
  dashboard: () => canonical('dashboard'),
  /** `onboard`: the link form in view and focused (the first step); `ref`: the code of the profile that sent the reader. */
  payback: (query: { onboard?: boolean; ref?: string } = {}) =>
    address(canonical('payback'), { onboard: query.onboard ? 'true' : undefined, ref: query.ref }),
  /** The reader's own Trustboard; `filter` and `period` (`from_to`, see src/domain/period.ts) open a filtered view. */
  trustboard: (query: { filter?: 'discrepancy'; period?: string } = {}) => address(canonical('trustboard'), query),
  /** The Trustboard's public address, for visitors. */
  publicTrustboard: () => pageRoutes.trustboard[1],
  settlements: () => canonical('settlements'),
  payouts: (query: { tab?: 'processing' | 'history' } = {}) => address(canonical('payouts'), query),
  /** `utm: 'builder'` scrolls to the UTM builder. */
  referral: (query: { utm?: 'builder' } = {}) => address(canonical('referral'), query),
  /** `hash`: a checklist item to bring into view (e.g. `first-claim`). */
  playbook: (hash?: string) => address(canonical('playbook'), {}, hash),
  'value-zone': (query: { tab?: 'guide' | 'history' } = {}) => address(canonical('value-zone'), query),
  promos: (query: { tab?: 'alerts' } = {}) => address(canonical('promos'), query),
  deals: () => canonical('deals'),
  faq: () => canonical('faq'),
  ai: () => canonical('ai'),
  market: () => canonical('market'),
  testnet: () => canonical('testnet'),
  /** A public profile's one address: `/l/{lowercased code}` (another spelling redirects to it). */
  'link-in-bio': (code: string) => canonical('link-in-bio').replace(':code', encodeURIComponent(code.toLowerCase())),
} as const satisfies Record<Exclude<PageId, 'not-found'>, Link> & Record<string, Link>;
