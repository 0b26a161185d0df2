import type { ReconciliationSource } from '@octoss/contract/reconciliations';
import type { Db } from '../../db';
import { amountBetween, dayMs, demoExchangeIds, demoUserId, txHash, type AreaSeed } from '../../shared/seeding';
import { seedLedger } from './ledger-seed';

const sources: ReconciliationSource[] = [
  'EXCHANGE_PAID',
  'EXCHANGE_PAID',
  'EXCHANGE_PAID',
  'BETA_RATE_BONUS',
  'TIER_BONUS',
];

/** The ledger's own streams: its keys, and the other traders' records (the demo trader's draws stay as they were). */
const ledgerStream = 2400;
const othersStream = 2401;

/** Anonymous other traders of the demo, so the ledger's tree is not one trader's. */
export const anonymousTraders = 5;

/**
 * The other traders' records: exchange credits and payout debits over the demo's weeks. They are
 * in the records table as any trader's are, and never in the demo trader's lists.
 */
function seedOtherTraders(db: Db, now: number, random: () => number): void {
  for (let trader = 1; trader <= anonymousTraders; trader += 1) {
    const count = 10 + Math.floor(random() * 6);
    for (let index = 0; index < count; index += 1) {
      const payout = index % 6 === 5;
      db.reconciliation.create({
        id: `rec-anon-${trader}-${String(index + 1).padStart(2, '0')}`,
        userId: `user-anon-${trader}`,
        exchangeId: payout ? 'OCTOSS' : demoExchangeIds[Math.floor(random() * demoExchangeIds.length)]!,
        state: 'MATCHED',
        txHash: txHash(random),
        sourceLabel: payout ? 'PAYOUT_CLAIMED' : random() < 0.8 ? 'EXCHANGE_PAID' : 'TIER_BONUS',
        amount: payout ? -amountBetween(random, 20, 60) : amountBetween(random, 4, 45),
        timestamp: now - Math.floor(random() * 60 * dayMs) - 1_800_000,
      });
    }
  }
}

/**
 * The public proof figures, the demo trader's reconciliation records in all three states, other
 * traders' records, and the ledger made of them all (ledger-seed.ts).
 */
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
    seedOtherTraders(db, now, stream(othersStream));
    seedLedger(db, now, stream(ledgerStream), [demoUserId]);
  },
  testnet({ db, now, stream }) {
    db.proofMetrics.create({
      id: 'current',
      reconciliationsThisWeek: 0,
      medianClaimTimeSeconds: 0,
      discrepancyRate: 0,
    });
    seedLedger(
      db,
      now,
      stream(ledgerStream),
      db.user.getAll().map((user) => user.id),
    );
  },
};
