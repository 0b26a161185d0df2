import { roundToCents } from '@octoss/contract/money';

/** Spec section 9: referral bonus on top of the base rate by tier, in percent points. */
export const referralTierBonus = { Silver: 5, Gold: 10, Platinum: 15 } as const;

/** The code as a profile's address spells it: lowercase (an address with another spelling redirects). */
export function profileCode(code: string): string {
  return code.toLowerCase();
}

/** A public profile's one address: `/l/{lowercased code}`. */
export function profilePath(code: string): string {
  return `/l/${profileCode(code)}`;
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

/**
 * Monthly referral potential: active friends × average monthly payback per friend. The headline,
 * the landing page and the calculator all call this, so the same inputs give one answer ($1,620 for
 * 3 × $540). The tier's bonus multiplier is a payback multiplier (spec section 9) and does not
 * apply here: referral tier bonuses are already in the rates a friend's payback is earned at.
 */
export function referralPotential(friends: unknown, arpu: unknown): number {
  const safeFriends = Math.floor(clampNumber(friends, calculatorBounds.friends.min, calculatorBounds.friends.max));
  const safeArpu = clampNumber(arpu, calculatorBounds.arpu.min, calculatorBounds.arpu.max);
  return roundToCents(safeFriends * safeArpu);
}

/** The Partner Hub headline's example and the calculator's starting point: 3 active friends at the average payback, $1,620. */
export const exampleMonthlyPotential = referralPotential(exampleActiveFriends, averagePaybackPerActiveUser);
