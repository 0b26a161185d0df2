import { dayMs, type AreaSeed } from '../area';

/** The user and the public proof figures. */
export const coreSeed: AreaSeed = {
  demo(db, now) {
    db.user.create({
      id: 'user-demo',
      email: 'demo@octoss.app',
      tier: 'Silver',
      oCTOSSPoints: 2847,
      createdAt: now - 120 * dayMs,
    });
    db.proofMetrics.create({
      id: 'current',
      reconciliationsThisWeek: 12493,
      medianClaimTimeSeconds: 442,
      discrepancyRate: 0.009,
    });
  },
  testnet(db, now) {
    // A fresh sandbox trader: Bronze, no points, nothing linked.
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
  },
};
