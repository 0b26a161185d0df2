import { defaultSiteUrl } from '@/domain/site';
import { dayMs } from '@/domain/time';
import { toIso } from '../../shared/convert';
import type { Row } from '../../db';
import { referralFunnelDays } from '@octoss/contract/terms';

/** The public site the referral link points at. */
export const siteUrl = defaultSiteUrl;

export function referralLink(code: string): string {
  return `${siteUrl}/?ref=${encodeURIComponent(code)}`;
}

/** How many friends Recent Referrals lists, newest first. */
const recentCount = 10;

/**
 * Every referral figure of a user, counted from the one list of referred friends (newest first): the
 * Partner Hub's stats and Recent Referrals and the Dashboard's funnel can then never tell two stories.
 */
export function referralFigures(friends: readonly Row<'referral'>[], now: number) {
  const thisWeek = friends.filter((friend) => friend.joinedAt > now - referralFunnelDays * dayMs);
  return {
    total: friends.length,
    signups7d: thisWeek.length,
    active7d: thisWeek.filter((friend) => friend.active).length,
    recent: friends.slice(0, recentCount).map((friend) => ({
      id: friend.id,
      maskedEmail: friend.maskedEmail,
      exchange: friend.exchangeId,
      joinedAt: toIso(friend.joinedAt),
      active: friend.active,
    })),
  };
}

const snapshotStatus = { MATCHED: 'Matched', DISCREPANCY: 'Discrepancy', UNMATCHED: 'Pending' } as const;

/**
 * A public profile: the trader's own figures, counted from the rows their Payouts page and
 * Trustboard show (records newest first), so a public profile never tells a follower more claims or
 * fewer discrepancies than the trader sees.
 */
export function publicProfileView(
  profile: Row<'referralProfile'>,
  records: readonly Row<'reconciliation'>[],
  claims: number,
  metrics: Row<'proofMetrics'> | null,
) {
  const discrepancies = records.filter((row) => row.state === 'DISCREPANCY').length;
  const initials = profile.displayName
    .split(/\s+/)
    .map((part) => part[0])
    .join('')
    .slice(0, 2)
    .toUpperCase();
  return {
    code: profile.code,
    name: profile.displayName,
    avatar: initials,
    verified: profile.verified,
    recentClaims: claims,
    // No per-trader claim durations are stored: the platform's median, as on the landing page.
    medianClaimTimeSeconds: metrics?.medianClaimTimeSeconds ?? 0,
    discrepancyRate: records.length === 0 ? 0 : discrepancies / records.length,
    snapshots: records
      .slice(0, 3)
      .map((row) => ({ exchange: row.exchangeId, timestamp: toIso(row.timestamp), status: snapshotStatus[row.state] })),
  };
}
