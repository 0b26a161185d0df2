import type { ReconciliationSource } from '@octoss/contract/reconciliations';
import { amountBetween, dayMs, demoExchangeIds, demoUserId, txHash, type AreaSeed } from '../../shared/seeding';

const sources: ReconciliationSource[] = [
  'EXCHANGE_PAID',
  'EXCHANGE_PAID',
  'EXCHANGE_PAID',
  'BETA_RATE_BONUS',
  'TIER_BONUS',
];

/** The public proof figures, and the demo trader's reconciliation records in all three states. */
export const trustboardSeed: AreaSeed = {
  demo({ db, now, stream }) {
    // The stream the payback seed drew its accruals from, continued.
    const random = stream(20261122);
    db.proofMetrics.create({
      id: 'current',
      reconciliationsThisWeek: 12493,
      medianClaimTimeSeconds: 442,
      discrepancyRate: 0.009,
    });
    // Reconciliation records in all three states; UNMATCHED ones wait for a hash.
    for (let index = 0; index < 30; index += 1) {
      const state =
        index % 10 === 3 || index === 11 ? 'DISCREPANCY' : index % 7 === 5 || index < 2 ? 'UNMATCHED' : 'MATCHED';
      db.reconciliation.create({
        id: `rec-${String(index + 1).padStart(3, '0')}`,
        userId: demoUserId,
        exchangeId: demoExchangeIds[index % 3]!,
        state,
        txHash: state === 'UNMATCHED' ? null : txHash(random),
        sourceLabel: sources[index % sources.length]!,
        amount: amountBetween(random, 3, 40),
        timestamp: now - index * 2 * dayMs - Math.floor(random() * 20) * 3_600_000 - 1_800_000,
      });
    }
  },
  testnet({ db }) {
    db.proofMetrics.create({
      id: 'current',
      reconciliationsThisWeek: 0,
      medianClaimTimeSeconds: 0,
      discrepancyRate: 0,
    });
  },
};
