import { routes } from '@/api/contract/routes';
import type { MockEnv } from '../env';
import { toIso } from '../convert';
import { notFound } from '../http-error';
import { newestFirst } from '../paging';
import { routeHandler } from './route';

const snapshotStatus = { MATCHED: 'Matched', DISCREPANCY: 'Discrepancy', UNMATCHED: 'Pending' } as const;

export const profilesHandlers = (env: MockEnv) => [
  routeHandler(routes.getProfile, env, ({ params }) => {
    const code = params.code.trim().toUpperCase();
    const profile = env.db.referralProfile.getAll().find((row) => row.code.toUpperCase() === code);
    if (!profile) throw notFound('No profile for this code');
    const metrics = env.db.proofMetrics.findFirst({ where: { id: { equals: 'current' } } });
    const records = newestFirst(env.db.reconciliation.findMany({ where: { userId: { equals: profile.userId } } }), (row) => row.timestamp);
    // The trader's own figures, counted from the rows their Payouts page and Trustboard show, so a
    // public profile never tells a follower more claims or fewer discrepancies than the trader sees.
    const claims = env.db.payout.findMany({ where: { userId: { equals: profile.userId }, status: { equals: 'COMPLETED' } } }).length;
    const discrepancies = records.filter((row) => row.state === 'DISCREPANCY').length;
    const initials = profile.displayName.split(/\s+/).map((part) => part[0]).join('').slice(0, 2).toUpperCase();
    return {
      code: profile.code,
      name: profile.displayName,
      avatar: initials,
      verified: profile.verified,
      recentClaims: claims,
      // No per-trader claim durations are stored: the platform's median, as on the landing page.
      medianClaimTimeSeconds: metrics?.medianClaimTimeSeconds ?? 0,
      discrepancyRate: records.length === 0 ? 0 : discrepancies / records.length,
      snapshots: records.slice(0, 3).map((row) => ({ exchange: row.exchangeId, timestamp: toIso(row.timestamp), status: snapshotStatus[row.state] })),
    };
  }),
];
