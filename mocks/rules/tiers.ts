import type { PayoutFrequency, TierName } from '@/api/contract/common';
import { tierRule, tierTable, type TierRule } from '@/domain/tiers';

/** Tier progression and the cadences that follow from a tier: the server's rules (spec section 9). */

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
