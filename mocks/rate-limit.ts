import type { NextFunction, Request, Response } from 'express';
import { errorCodes } from '@octoss/contract/errors';

/** At most `limit` requests per client address in each window of `windowMs`. */
export type RateLimit = { limit: number; windowMs: number };

/** What `npm run mock-server` plays unless `MOCK_RATE_LIMIT` says otherwise: generous, as a real server's. */
export const defaultRateLimit: RateLimit = { limit: 1200, windowMs: 60_000 };

/**
 * A fixed-window rate limit, as a real server would have one: every API answer says
 * `RateLimit-Limit`, `RateLimit-Remaining` and `RateLimit-Reset` (seconds until the window
 * resets); above the limit a 429 `rate_limited` with `Retry-After` (seconds).
 */
export function rateLimiter({ limit, windowMs }: RateLimit, now: () => number = Date.now) {
  const windows = new Map<string, { startedAt: number; count: number }>();
  return (request: Request, response: Response, next: NextFunction) => {
    const client = request.ip ?? 'unknown';
    const time = now();
    const current = windows.get(client);
    const window = current && time - current.startedAt < windowMs ? current : { startedAt: time, count: 0 };
    window.count += 1;
    windows.set(client, window);
    const resetSeconds = Math.max(1, Math.ceil((window.startedAt + windowMs - time) / 1000));
    response.set({
      'RateLimit-Limit': String(limit),
      'RateLimit-Remaining': String(Math.max(0, limit - window.count)),
      'RateLimit-Reset': String(resetSeconds),
    });
    if (window.count <= limit) return next();
    response
      .status(429)
      .set({ 'Retry-After': String(resetSeconds), 'Cache-Control': 'no-store' })
      .json({
        code: errorCodes.rateLimited,
        message: `More than ${limit} requests in ${windowMs / 1000} s; retry after ${resetSeconds} s`,
      });
  };
}
