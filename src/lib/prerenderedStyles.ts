import createCache, { type EmotionCache } from '@emotion/cache';

/**
 * The emotion cache for hydrating a prerendered page. The page's stylesheet already holds the
 * rules of every style it shows, and #root names them (`data-styles`, src/prerender/document.ts).
 * Marked as inserted, they are not compiled and inserted a second time while the page hydrates:
 * that is work on the main thread at start, and the copies would land after the stylesheet and
 * outrank its rules. The key is emotion's default, so class names are the ones in the HTML.
 *
 * Global styles (emotion's `<Global>`: CssBaseline, the theme's CSS variables for both schemes)
 * ignore the cache's list and insert themselves on mount, unless they find a style element of
 * theirs from the server to take over (`data-emotion="css-global <name>"`). Each gets an empty one
 * (`data-global-styles`), so hydrating does not compile the theme's variables again: on a phone
 * that was most of the commit that ends hydration. Their rules stay those of the stylesheet; one
 * whose styles change later inserts its new rules as before.
 */
export function cacheForPrerenderedPage(root: HTMLElement): EmotionCache {
  const cache = createCache({ key: 'css' });
  for (const name of root.dataset.styles?.split(' ') ?? []) {
    if (name) cache.inserted[name] = true;
  }
  for (const name of root.dataset.globalStyles?.split(' ') ?? []) {
    if (!name) continue;
    const adopted = document.createElement('style');
    adopted.dataset.emotion = `${cache.key}-global ${name}`;
    document.head.appendChild(adopted);
  }
  return cache;
}
