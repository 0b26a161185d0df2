import type { TierName } from '@octoss/contract/common';
import { toIso } from '../../shared/convert';
import type { Row } from '../../db';
import { nextTier, nextTierAt, tierProgressPercent } from '../value-zone';

/** The user's progress toward the next tier: the session and the Dashboard answer this one figure. */
export function tierProgress(points: number, tier: TierName) {
  return { nextTier: nextTier(tier)?.tier ?? null, nextTierPct: tierProgressPercent(points, tier) };
}

export function meView(user: Row<'user'>) {
  return {
    id: user.id,
    email: user.email,
    tier: user.tier,
    oCTOSSPoints: user.oCTOSSPoints,
    createdAt: toIso(user.createdAt),
    signedIn: true,
    ...tierProgress(user.oCTOSSPoints, user.tier),
    nextTierAt: nextTierAt(user.oCTOSSPoints, user.tier),
  };
}
