import type { RouteDef } from './route';

/**
 * Caching of answers: a public read the same for every reader (a row with `maxAge`) answers
 * `Cache-Control: public, max-age=N`; every other read is the user's own and answers
 * `private, no-cache`; writes and errors answer `no-store`. Every JSON read carries an `ETag`, and
 * `If-None-Match` with it answers 304 without a body.
 */
export const privateReadCacheControl = 'private, no-cache';
export const noStoreCacheControl = 'no-store';

/** A read whose answer is the same for every reader (a row with `maxAge`): shared caches may keep it. */
export function isSameForEveryReader(route: Pick<RouteDef, 'method' | 'maxAge'>): boolean {
  return route.method === 'get' && route.maxAge !== undefined;
}

export function cacheControlOf(route: Pick<RouteDef, 'method' | 'maxAge'>): string {
  if (route.method !== 'get') return noStoreCacheControl;
  return isSameForEveryReader(route) ? `public, max-age=${route.maxAge}` : privateReadCacheControl;
}
