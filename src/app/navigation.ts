import type { ProductStatus } from '@/components/StatusBadge';

/** A navigation item of the header (spec: label, href, trackingId, isNew, status). */
export type NavItem = {
  /** i18n key under `common:nav`. */
  labelKey: string;
  href: string;
  trackingId: string;
  isNew?: boolean;
  status: ProductStatus;
};

export const betaDealsItem: NavItem = { labelKey: 'nav.betaDeals', href: '/deals', trackingId: 'nav_beta_deals', isNew: true, status: 'live' };
export const dashboardItem: NavItem = { labelKey: 'nav.dashboard', href: '/app', trackingId: 'nav_dashboard', status: 'live' };

export const productItems: NavItem[] = [
  { labelKey: 'nav.payback', href: '/app/payback', trackingId: 'nav_payback', status: 'live' },
  { labelKey: 'nav.trustboard', href: '/app/trustboard', trackingId: 'nav_trustboard', status: 'live' },
  { labelKey: 'nav.referral', href: '/app/referral', trackingId: 'nav_referral', status: 'demo' },
  { labelKey: 'nav.valueZone', href: '/app/value-zone', trackingId: 'nav_value_zone', status: 'demo' },
  { labelKey: 'nav.promos', href: '/app/promos', trackingId: 'nav_promos', status: 'demo' },
];

export const startEarningHref = '/app/payback';

export function isProductPath(pathname: string): boolean {
  return productItems.some((item) => pathname === item.href || pathname.startsWith(`${item.href}/`));
}
