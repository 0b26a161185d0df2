import type { PayoutFrequency, TierName } from '@octoss/contract/common';
import { scoreWindowDays, inactivityDecay } from '@octoss/contract/terms';
import { dayMs } from '@/domain/time';
import type { PointSource } from '@octoss/contract/points';
import { pointsWeeklyCap } from '@octoss/contract/rules';

/**
 * The tier table of spec section 9, tier progression and the cadences that follow from a tier: the
 * server's rules. The app reads the table through `GET /api/tiers` and the session's progress fields.
 */
export type TierRule = {
  tier: TierName;
  minScore: number;
  /** Payback bonus multiplier. */
  multiplier: number;
  /** Rate boost as shown: base, up to +1%, ... */
  rateBoostPercent: number;
  payoutFrequency: PayoutFrequency;
  /** Dispute SLA in hours. */
  disputeSlaHours: number;
};

export const tierTable: readonly TierRule[] = [
  {
    tier: 'Bronze',
    minScore: 0,
    multiplier: 1.0,
    rateBoostPercent: 0,
    payoutFrequency: 'Monthly',
    disputeSlaHours: 5 * 24,
  },
  {
    tier: 'Silver',
    minScore: 1000,
    multiplier: 1.01,
    rateBoostPercent: 1,
    payoutFrequency: 'Bi-weekly',
    disputeSlaHours: 3 * 24,
  },
  {
    tier: 'Gold',
    minScore: 5000,
    multiplier: 1.02,
    rateBoostPercent: 2,
    payoutFrequency: 'Weekly',
    disputeSlaHours: 2 * 24,
  },
  {
    tier: 'Platinum',
    minScore: 15000,
    multiplier: 1.03,
    rateBoostPercent: 3,
    payoutFrequency: 'Weekly',
    disputeSlaHours: 24,
  },
  {
    tier: 'Partner',
    minScore: 50000,
    multiplier: 1.05,
    rateBoostPercent: 5,
    payoutFrequency: 'Daily',
    disputeSlaHours: 4,
  },
];

export function tierRule(tier: TierName): TierRule {
  return tierTable.find((rule) => rule.tier === tier) ?? tierTable[0]!;
}

/** The demo's "Next tier at" rule: the next tier is reached at points + 1153 (spec section 9). */
export const nextTierPointsGap = 1153;

/** The points at which the next tier is reached; null at the top tier (where `nextTier` is none). */
export function nextTierAt(points: number, tier: TierName): number | null {
  return nextTier(tier) ? points + nextTierPointsGap : null;
}

/** How many days apart auto payouts of each cadence are. */
export const payoutPeriodDays = { Monthly: 30, 'Bi-weekly': 14, Weekly: 7, Daily: 1 } as const satisfies Record<
  PayoutFrequency,
  number
>;

export function nextTier(tier: TierName): TierRule | undefined {
  const index = tierTable.findIndex((rule) => rule.tier === tier);
  return tierTable[index + 1];
}

/** The tier a score reaches by the minimums alone. */
export function tierForScore(score: number): TierName {
  let reached: TierName = 'Bronze';
  for (const rule of tierTable) if (score >= rule.minScore) reached = rule.tier;
  return reached;
}

/**
 * Progress toward the next tier, 0..100: (points − current min) / (next min − current min).
 * The top tier is always 100.
 */
export function tierProgressPercent(points: number, tier: TierName): number {
  const current = tierRule(tier);
  const next = nextTier(tier);
  if (!next) return 100;
  const ratio = (points - current.minScore) / (next.minScore - current.minScore);
  return Math.max(0, Math.min(100, Math.round(ratio * 100)));
}

type Entry = { at: number; delta: number };

/**
 * Recalculates a tier: the score is the user's balance, halved when nothing was earned in the
 * last 30 days (inactivity decay), and the tier moves up freely but down at most one step per cycle.
 */
export function recalculateTier(current: TierName, balance: number, history: readonly Entry[], now: number) {
  const windowStart = now - scoreWindowDays * dayMs;
  const active = history.some((entry) => entry.at >= windowStart && entry.delta > 0);
  const score = active ? balance : Math.floor(balance * inactivityDecay);
  const reached = tierForScore(score);
  const order = tierTable.map((rule) => rule.tier);
  const currentIndex = order.indexOf(current);
  const reachedIndex = order.indexOf(reached);
  const limited = reachedIndex < currentIndex - 1;
  const tier = limited ? order[currentIndex - 1]! : reached;
  const notes: ('window_30d' | 'decay_applied' | 'drop_limited')[] = ['window_30d'];
  if (!active) notes.push('decay_applied');
  if (limited) notes.push('drop_limited');
  return { tier, score, notes };
}

/** Points still allowed this week for a source (the contract's weekly caps), given what it already earned; Infinity without a cap. */
export function remainingThisWeek(source: PointSource, earnedThisWeek: number): number {
  const cap = pointsWeeklyCap[source];
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
