import type { MarketProduct } from '@octoss/contract/market';

export type MarketFilter = { q?: string; category?: string; sort?: 'rating' | 'price-low' | 'price-high' };

/**
 * Case-insensitive search on title or description, combined with the category; sort by rating
 * (high first) or price; no sort keeps the original list order.
 */
export function filterProducts(
  products: readonly MarketProduct[],
  { q = '', category = 'all', sort }: MarketFilter,
): MarketProduct[] {
  const needle = q.trim().toLowerCase();
  const matching = products.filter(
    (product) =>
      (category === 'all' || product.category === category) &&
      (!needle || product.title.toLowerCase().includes(needle) || product.description.toLowerCase().includes(needle)),
  );
  if (sort === 'rating') return [...matching].sort((a, b) => b.rating - a.rating);
  if (sort === 'price-low') return [...matching].sort((a, b) => a.price - b.price);
  if (sort === 'price-high') return [...matching].sort((a, b) => b.price - a.price);
  return matching;
}
