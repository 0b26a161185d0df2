import { toIso } from '../convert';
import type { Row } from '../db';

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
