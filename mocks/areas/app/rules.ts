/**
 * Sign-in codes are guessed one at a time, so an account takes at most `maxFailures` wrong codes
 * per `windowMs`: after that every sign-in of the account, with the right code too, is a 429 with
 * `Retry-After` until the window has passed. A right code within the limit clears the count.
 */
export const signInLimit = { maxFailures: 5, windowMs: 15 * 60_000 } as const;

/** A signed-in user keeps at most this many sessions: a new sign-in ends the oldest beyond it. */
export const maxSessionsPerUser = 20;

type Failures = { count: number; windowStartedAt: number };

/** Seconds until the account may try again, or undefined when it may now. */
export function signInLockedFor(failures: Failures | null, now: number): number | undefined {
  if (!failures || failures.count < signInLimit.maxFailures) return undefined;
  const endsAt = failures.windowStartedAt + signInLimit.windowMs;
  return endsAt > now ? (endsAt - now) / 1000 : undefined;
}

/** The count after one more wrong code: a window that has passed starts again. */
export function withOneMoreFailure(failures: Failures | null, now: number): Failures {
  if (!failures || now - failures.windowStartedAt >= signInLimit.windowMs) return { count: 1, windowStartedAt: now };
  return { count: failures.count + 1, windowStartedAt: failures.windowStartedAt };
}
