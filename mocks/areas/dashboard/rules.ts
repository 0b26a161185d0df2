import type { TierName } from '@octoss/contract/common';
import type { NextActionType } from '@octoss/contract/dashboard';

export type NextActionInput = {
  linkedExchanges: number;
  tier: TierName;
  discrepancies: number;
};

/** The chance (spec: about 70%) that a Bronze trader is nudged toward the Academy. */
export const earnPointsChance = 0.7;

/**
 * Spec section 4, in order: link a first exchange; a Bronze trader earns points (about 70% of
 * the time); resolve discrepancies; otherwise browse promos. `random` is injectable so tests
 * (and the server) can be deterministic.
 */
export function nextBestAction(
  input: NextActionInput,
  random: () => number = Math.random,
): { type: NextActionType; href: string } {
  if (input.linkedExchanges === 0) return { type: 'link_exchange', href: '/app/payback?onboard=true' };
  if (input.tier === 'Bronze' && random() < earnPointsChance)
    return { type: 'earn_points', href: '/app/value-zone?tab=guide' };
  if (input.discrepancies > 0) return { type: 'resolve_discrepancy', href: '/app/trustboard?filter=discrepancy' };
  return { type: 'browse_promos', href: '/app/promos' };
}
