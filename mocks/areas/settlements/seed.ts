import { netOfGross } from '@octoss/contract/terms';
import { toDay } from '@/domain/time';
import { amountBetween, dayMs, demoUserId, testnetUserId, txHash, type AreaSeed } from '../../shared/seeding';

const grossAndNet = (gross: number) => ({ gross, net: netOfGross(gross) });

/** Paid exchange settlements, special ones waiting to be requested, and the auto-settlement rule. */
export const settlementsSeed: AreaSeed = {
  demo({ db, now, stream }) {
    // The stream the payouts seed drew its transaction hashes from, continued.
    const random = stream(7);
    // Exchange settlements: paid, one per exchange and fortnight; special ones wait to be requested.
    let id = 1;
    for (let period = 0; period < 4; period += 1) {
      const periodTo = now - (period * 14 + 3) * dayMs;
      for (const exchangeId of ['cex-a', 'cex-c']) {
        const gross = amountBetween(random, 80, 260);
        db.settlement.create({
          id: `set-${id++}`,
          exchangeId,
          periodFrom: toDay(periodTo - 13 * dayMs),
          periodTo: toDay(periodTo),
          ...grossAndNet(gross),
          type: 'EXCHANGE',
          status: 'PAID',
          requestedAt: null,
          txId: txHash(random),
          noteId: null,
        });
      }
    }
    db.settlement.create({
      id: `set-${id++}`,
      exchangeId: 'cex-a',
      periodFrom: toDay(now - 30 * dayMs),
      periodTo: toDay(now - dayMs),
      ...grossAndNet(145.2),
      type: 'SPECIAL',
      status: 'PENDING',
      requestedAt: null,
      txId: null,
      noteId: 'beta-rate-30d',
    });
    db.settlement.create({
      id: `set-${id++}`,
      exchangeId: 'cex-c',
      periodFrom: toDay(now - 45 * dayMs),
      periodTo: toDay(now - 15 * dayMs),
      ...grossAndNet(62.4),
      type: 'SPECIAL',
      status: 'PENDING',
      requestedAt: null,
      txId: null,
      noteId: 'trading-competition',
    });
    db.settlement.create({
      id: `set-${id++}`,
      exchangeId: 'cex-a',
      periodFrom: toDay(now - 75 * dayMs),
      periodTo: toDay(now - 45 * dayMs),
      ...grossAndNet(40),
      type: 'SPECIAL',
      status: 'PAID',
      requestedAt: now - 40 * dayMs,
      txId: txHash(random),
      noteId: 'referral-contest',
    });
    // Set at seed time: a fresh data set shows its next run 7 days out (spec section 9).
    db.autoSettlementRule.create({
      userId: demoUserId,
      minAmount: 100,
      cadence: 'WEEKLY',
      customDays: null,
      isEnabled: true,
      updatedAt: now,
    });
  },
  testnet({ db, now }) {
    db.autoSettlementRule.create({
      userId: testnetUserId,
      minAmount: 100,
      cadence: 'WEEKLY',
      customDays: null,
      isEnabled: false,
      updatedAt: now,
    });
  },
};
