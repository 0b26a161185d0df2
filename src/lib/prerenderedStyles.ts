import createCache, { type EmotionCache } from '@emotion/cache';

/**
 * The emotion cache for hydrating a prerendered page. The page's stylesheet already holds the
 * rules of every style it shows, and #root names them (`data-styles`, src/prerender/document.ts).
 * Marked as inserted, they are not compiled and inserted a second time while the page hydrates:
 * that is work on the main thread at start, and the copies would land after the stylesheet and
 * outrank its rules. The key is emotion's default, so class names are the ones in the HTML.
 */
export function cacheForPrerenderedPage(root: HTMLElement): EmotionCache {
  const cache = createCache({ key: 'css' });
  for (const name of root.dataset.styles?.split(' ') ?? []) {
    if (name) cache.inserted[name] = true;
  }
  return cache;
}
