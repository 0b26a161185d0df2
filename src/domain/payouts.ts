import { toCents } from '@octoss/contract/money';

/** The API error code of each problem (422); "at most 2 decimals" is the contract schema's rule, checked before this one. */
export type ClaimProblem = 'below_minimum' | 'above_claimable' | 'nothing_to_claim';

/** What a claim is checked against: the balance's `claimable` and `minimumClaim`, as the server answers them. */
export type ClaimLimits = { claimable: number; minimumClaim: number };

/**
 * Why a claim of `amount` (already a valid amount for the contract's claim schema, so whole cents)
 * cannot be paid within `limits`, or null when it can.
 */
export function claimProblem(amount: number, { claimable, minimumClaim }: ClaimLimits): ClaimProblem | null {
  if (toCents(claimable) < toCents(minimumClaim)) return 'nothing_to_claim';
  if (toCents(amount) < toCents(minimumClaim)) return 'below_minimum';
  if (toCents(amount) > toCents(claimable)) return 'above_claimable';
  return null;
}

/** Claim USDT is offered only from the minimum up. */
export function canClaim({ claimable, minimumClaim }: ClaimLimits): boolean {
  return toCents(claimable) >= toCents(minimumClaim);
}
