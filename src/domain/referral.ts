import type { TierName } from '@/api/contract/common';
import { tierRule } from './tiers';

/** Spec section 9: referral bonus on top of the base rate by tier, in percent points. */
export const referralTierBonus = { Silver: 5, Gold: 10, Platinum: 15 } as const;

/** A public profile's one address: `/l/{lowercased code}` (an uppercase address redirects here). */
export function profilePath(code: string): string {
  return `/l/${code.toLowerCase()}`;
}

/** Average payback per active referred user per month, in USD. */
export const averagePaybackPerActiveUser = 540;

/** The example of the Partner Hub's headline and the calculator's starting point: 3 active friends. */
export const exampleActiveFriends = 3;

export const calculatorBounds = { friends: { min: 0, max: 1000 }, arpu: { min: 0, max: 100_000 } } as const;

/** Coerces any input to a finite number within bounds, so bad input never shows NaN. */
export function clampNumber(value: unknown, min: number, max: number): number {
  const number = typeof value === 'number' ? value : Number.parseFloat(String(value));
  if (!Number.isFinite(number)) return min;
  return Math.min(max, Math.max(min, number));
}

/** Monthly potential: friends × ARPU, with the tier's payback multiplier. 3 friends × $540 = $1,620 at Bronze. */
export function referralPotential(friends: unknown, arpu: unknown, tier: TierName): number {
  const safeFriends = Math.floor(clampNumber(friends, calculatorBounds.friends.min, calculatorBounds.friends.max));
  const safeArpu = clampNumber(arpu, calculatorBounds.arpu.min, calculatorBounds.arpu.max);
  return Math.round(safeFriends * safeArpu * tierRule(tier).multiplier * 100) / 100;
}

/** The Partner Hub headline's example: 3 active friends at the average payback, Bronze (no multiplier): $1,620. */
export const exampleMonthlyPotential = referralPotential(exampleActiveFriends, averagePaybackPerActiveUser, 'Bronze');
