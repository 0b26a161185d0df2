import type { PayoutFrequency, TierName } from '@octoss/contract/common';
import type { Tier } from '@octoss/contract/tiers';

/**
 * What a screen shows from the tier table the server answers (`GET /api/tiers`): presentation
 * only. The table itself and how a trader moves between tiers are the server's.
 */

/** The lowest tier of the table whose auto payouts come at this cadence (Weekly -> Gold, Daily -> Partner). */
export function firstTierPaid(tiers: readonly Tier[], frequency: PayoutFrequency): TierName | undefined {
  return tiers.find((row) => row.payoutFreq === frequency)?.tier;
}

/** The multiplier the table answers for a tier, if the table has it. */
export function multiplierOf(tiers: readonly Tier[], tier: TierName): number | undefined {
  return tiers.find((row) => row.tier === tier)?.multiplier;
}

/** Displayed bonus: (multiplier − 1)·100, to 1 decimal (1.01 -> 1.0). */
export function bonusPercentOf(multiplier: number): number {
  return Math.round((multiplier - 1) * 1000) / 10;
}

/** Displayed payback rate: rate·100·multiplier, to 1 decimal (0.08 at 1.01 -> 8.1). */
export function displayedRate(paybackRate: number, multiplier: number): number {
  return Math.round(paybackRate * 100 * multiplier * 10) / 10;
}
