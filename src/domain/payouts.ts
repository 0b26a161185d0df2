import { minimumClaimUsdt, toCents } from './money';

export type ClaimProblem = 'below_minimum' | 'above_claimable' | 'nothing_to_claim';

/** Why a claim of `amount` cannot be paid from `claimable`, or null when it can. */
export function claimProblem(amount: number, claimable: number): ClaimProblem | null {
  if (toCents(claimable) < toCents(minimumClaimUsdt)) return 'nothing_to_claim';
  if (toCents(amount) < toCents(minimumClaimUsdt)) return 'below_minimum';
  if (toCents(amount) > toCents(claimable)) return 'above_claimable';
  return null;
}

/** Claim USDT is offered only from the minimum up. */
export function canClaim(claimable: number): boolean {
  return toCents(claimable) >= toCents(minimumClaimUsdt);
}

export const payoutNetwork = { network: 'ERC-20', gasEstimate: 2.5 } as const;
