/**
 * Public reads (the same for every reader, no user data) and how long a cache may keep them, in
 * seconds: answered with `Cache-Control: public, max-age=N`. Every other read is the user's own
 * and answers `Cache-Control: private, no-cache`; writes and errors answer `no-store`. Every JSON
 * read carries an `ETag`, and `If-None-Match` with it answers 304 without a body.
 */
export const publicReadMaxAgeSeconds: Readonly<Record<string, number>> = {
  '/api/proof/metrics': 60,
  '/api/profiles/{code}': 60,
  '/api/exchanges': 300,
  '/api/exchanges/directory': 3600,
  '/api/deals': 300,
  '/api/faq': 3600,
  '/api/ai/assistants': 3600,
  '/api/market/products': 300,
  '/api/referral/rates': 300,
  '/api/tiers': 3600,
};

export const privateReadCacheControl = 'private, no-cache';
export const noStoreCacheControl = 'no-store';

export function cacheControlOf(method: string, path: string): string {
  if (method !== 'get') return noStoreCacheControl;
  const maxAge = publicReadMaxAgeSeconds[path];
  return maxAge === undefined ? privateReadCacheControl : `public, max-age=${maxAge}`;
}
