/**
 * The next run of something that repeats every `periodMs` from `anchor` (an auto-settlement rule
 * from when it was set, auto payouts from the last one): the first run after `now`, so a schedule
 * set weeks ago never shows a date in the past.
 */
export function nextRunAfter(anchor: number, periodMs: number, now: number): number {
  const periods = Math.max(1, Math.floor((now - anchor) / periodMs) + 1);
  return anchor + periods * periodMs;
}
