import type { Db } from '../db';

const day = 86_400_000;

/** The demo data set of the spec, deterministic for a given `now`. */
export function seedDemo(db: Db, now: number): void {
  db.user.create({
    id: 'user-demo',
    email: 'demo@octoss.app',
    tier: 'Silver',
    oCTOSSPoints: 2847,
    createdAt: now - 120 * day,
  });
  db.proofMetrics.create({
    id: 'current',
    reconciliationsThisWeek: 12493,
    medianClaimTimeSeconds: 442,
    discrepancyRate: 0.009,
  });
}
