import type { Db } from '../db';

/** An empty sandbox the trader drives: a fresh Bronze user and nothing linked yet. */
export function seedTestnet(db: Db, now: number): void {
  db.user.create({
    id: 'user-testnet',
    email: 'sandbox@octoss.app',
    tier: 'Bronze',
    oCTOSSPoints: 0,
    createdAt: now,
  });
  db.proofMetrics.create({
    id: 'current',
    reconciliationsThisWeek: 0,
    medianClaimTimeSeconds: 0,
    discrepancyRate: 0,
  });
}
