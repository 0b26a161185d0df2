import { hasAtMostTwoDecimals, toCents } from './money';

export type ClaimProblem = 'too_many_decimals' | 'below_minimum' | 'above_claimable' | 'nothing_to_claim';

/** What a claim is checked against: the balance's `claimable` and `minimumClaim`, as the server answers them. */
export type ClaimLimits = { claimable: number; minimumClaim: number };

/** Why a claim of `amount` cannot be paid within `limits`, or null when it can. */
export function claimProblem(amount: number, { claimable, minimumClaim }: ClaimLimits): ClaimProblem | null {
  if (toCents(claimable) < toCents(minimumClaim)) return 'nothing_to_claim';
  // Never round a trader's amount silently: 10.005 is not a claim of 10.01 (nor of 10.00).
  if (!hasAtMostTwoDecimals(amount)) return 'too_many_decimals';
  if (toCents(amount) < toCents(minimumClaim)) return 'below_minimum';
  if (toCents(amount) > toCents(claimable)) return 'above_claimable';
  return null;
}

/** Claim USDT is offered only from the minimum up. */
export function canClaim({ claimable, minimumClaim }: ClaimLimits): boolean {
  return toCents(claimable) >= toCents(minimumClaim);
}
