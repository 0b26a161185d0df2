import type { ProductStatus } from '@/components/StatusBadge';
import { pageList, pathOf, type NavEntry, type NavSection } from './pages';

/** A navigation link (spec: label, href, trackingId, isNew, status), made from the page registry. */
export type NavItem = Omit<NavEntry, 'order' | 'path' | 'status'> & { href: string; status: ProductStatus };

/** A section's links in their order. */
function navItems(section: NavSection): NavItem[] {
  return pageList
    .flatMap((page) => {
      const entry = page.nav?.[section];
      return entry ? [{ ...entry, href: entry.path ?? page.paths[0], status: entry.status ?? 'live' }] : [];
    })
    .sort((a, b) => a.order - b.order);
}

/** The header's own links (Beta Deals, Dashboard); the phone menu starts with them too. */
export const headerItems = navItems('header');
/** The Products menu. */
export const productItems = navItems('products');
/** The footer's links. */
export const footerItems = navItems('footer');

export const startEarningHref = pathOf('payback');

export function isProductPath(pathname: string): boolean {
  return productItems.some((item) => pathname === item.href || pathname.startsWith(`${item.href}/`));
}
