import type { ReconciliationSource } from '@octoss/contract/reconciliations';
import { netOfGross } from '@octoss/contract/terms';
import { amountBetween, dayMs, demoUserId, seededRandom, txHash, type AreaSeed } from '../area';
import type { Db } from '../../db';

/** The spec's three demo exchanges: payback 8/6/10%, referral 25/20/30%. */
function seedExchanges(db: Db) {
  db.exchange.create({
    id: 'cex-a',
    name: 'CEX-A',
    displayName: 'CEX-A',
    paybackRate: 0.08,
    referralRate: 0.25,
    isActive: true,
    url: 'https://cex-a.example.com',
  });
  db.exchange.create({
    id: 'cex-b',
    name: 'CEX-B',
    displayName: 'CEX-B',
    paybackRate: 0.06,
    referralRate: 0.2,
    isActive: true,
    url: 'https://cex-b.example.com',
  });
  db.exchange.create({
    id: 'cex-c',
    name: 'CEX-C',
    displayName: 'CEX-C',
    paybackRate: 0.1,
    referralRate: 0.3,
    isActive: true,
    url: 'https://cex-c.example.com',
  });
}

const exchangeIds = ['cex-a', 'cex-b', 'cex-c'];
const sources: ReconciliationSource[] = [
  'EXCHANGE_PAID',
  'EXCHANGE_PAID',
  'EXCHANGE_PAID',
  'BETA_RATE_BONUS',
  'TIER_BONUS',
];

export const paybackSeed: AreaSeed = {
  demo(db, now) {
    const random = seededRandom(20261122);
    seedExchanges(db);
    db.uidLink.create({
      id: 'link-1',
      userId: demoUserId,
      exchangeId: 'cex-a',
      uid: '58213907',
      createdAt: now - 75 * dayMs,
    });
    db.uidLink.create({
      id: 'link-2',
      userId: demoUserId,
      exchangeId: 'cex-c',
      uid: '77340125',
      createdAt: now - 40 * dayMs,
    });

    // About 40 accruals over 60 days on the two linked exchanges, net ≈ 90% of gross.
    for (let index = 0; index < 40; index += 1) {
      const gross = amountBetween(random, 4, 36);
      db.accrual.create({
        id: `acc-${String(index + 1).padStart(3, '0')}`,
        userId: demoUserId,
        exchangeId: index % 3 === 0 ? 'cex-c' : 'cex-a',
        gross,
        net: netOfGross(gross),
        status: index < 4 ? 'NEW' : 'POSTED',
        accrualAt: now - Math.floor(index * 1.5 * dayMs) - Math.floor(random() * 6) * 3_600_000 - 3_600_000,
      });
    }

    // Reconciliation records in all three states; UNMATCHED ones wait for a hash.
    for (let index = 0; index < 30; index += 1) {
      const state =
        index % 10 === 3 || index === 11 ? 'DISCREPANCY' : index % 7 === 5 || index < 2 ? 'UNMATCHED' : 'MATCHED';
      db.reconciliation.create({
        id: `rec-${String(index + 1).padStart(3, '0')}`,
        userId: demoUserId,
        exchangeId: exchangeIds[index % 3]!,
        state,
        txHash: state === 'UNMATCHED' ? null : txHash(random),
        sourceLabel: sources[index % sources.length]!,
        amount: amountBetween(random, 3, 40),
        timestamp: now - index * 2 * dayMs - Math.floor(random() * 20) * 3_600_000 - 1_800_000,
      });
    }
  },
  testnet(db) {
    seedExchanges(db);
  },
};
