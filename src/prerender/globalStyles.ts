import type { EmotionCache } from '@emotion/cache';

/**
 * Collects the names of the global styles (emotion's `<Global>`: CssBaseline, the theme's CSS
 * variables) a render inserts into `cache`: styles inserted with no selector, but for keyframes
 * (`animation-<hash>`, which are too). A global style with keyframes is inserted under its name and
 * theirs; `<Global>` looks itself up in the browser by its own name, the first.
 */
export function recordGlobalStyles(cache: EmotionCache): ReadonlySet<string> {
  const names = new Set<string>();
  const insert = cache.insert.bind(cache);
  cache.insert = (selector, serialized, sheet, shouldCache) => {
    const name = serialized.name.split(' ')[0]!;
    if (selector === '' && !name.startsWith('animation-')) names.add(name);
    return insert(selector, serialized, sheet, shouldCache);
  };
  return names;
}
