import type { PayoutFrequency, TierName } from '@/api/contract/common';

/**
 * The published tier table of spec section 9, in order, and what a screen shows from it. How a
 * trader moves between tiers (progress, recalculation, payout cadence, dispute SLAs) is the
 * server's: see the mock backend's rules.
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

/** The lowest tier whose auto payouts come at this cadence (Weekly -> Gold, Daily -> Partner). */
export function firstTierPaid(frequency: PayoutFrequency): TierName | undefined {
  return tierTable.find((rule) => rule.payoutFrequency === frequency)?.tier;
}

/** Displayed bonus: (multiplier − 1)·100, to 1 decimal (Silver 1.01 -> 1.0). */
export function bonusPercent(tier: TierName): number {
  return Math.round((tierRule(tier).multiplier - 1) * 1000) / 10;
}

/** Displayed payback rate: paybackRate·100·multiplier, to 1 decimal (0.08 at Silver -> 8.1). */
export function displayedPaybackRate(paybackRate: number, tier: TierName): number {
  return Math.round(paybackRate * 100 * tierRule(tier).multiplier * 10) / 10;
}

/** The demo's "Next tier at" figure: points + 1153 (spec section 9). */
export const nextTierPointsGap = 1153;
export function nextTierAt(points: number): number {
  return points + nextTierPointsGap;
}
