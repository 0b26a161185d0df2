import type { PointSource } from '@octoss/contract/points';
import { pointRules } from '@/domain/points';
import { dayMs } from '@/domain/time';

/** The demo's "earn points" button gives 10-49 points (spec section 8). */
export const demoEarnRange = { min: 10, max: 49 } as const;

/** Monday 00:00 UTC of the week of `now`. */
export function weekStart(now: number): number {
  const date = new Date(now);
  const mondayOffset = (date.getUTCDay() + 6) % 7;
  return Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()) - mondayOffset * dayMs;
}

/** Points still allowed this week for a source, given what it already earned; Infinity without a cap. */
export function remainingThisWeek(source: PointSource, earnedThisWeek: number): number {
  const cap = pointRules[source].weeklyCap;
  return cap === null ? Number.POSITIVE_INFINITY : Math.max(0, cap - earnedThisWeek);
}

/** The points actually granted: the wish, cut to the weekly cap. 0 means the cap is reached. */
export function grantablePoints(source: PointSource, wished: number, earnedThisWeek: number): number {
  return Math.max(0, Math.min(Math.round(wished), remainingThisWeek(source, earnedThisWeek)));
}

/** A balance never goes below 0. */
export function applyDelta(balance: number, delta: number): number {
  return Math.max(0, balance + delta);
}
