import { addMoney } from '@octoss/contract/money';
import { netOfGross } from '@octoss/contract/terms';
import { amountBetween, dayMs, demoUserId, seededRandom, testnetUserId, txHash, type AreaSeed } from '../area';
import { toDay } from '@/domain/time';

const demoClaimable = 376.61;
const grossAndNet = (gross: number) => ({ gross, net: netOfGross(gross) });

export const payoutsSeed: AreaSeed = {
  demo(db, now) {
    const random = seededRandom(7);
    // Bi-weekly auto payouts, the last one 7 days ago: the next is 7 days ahead (spec section 9).
    const past = [120.5, 88.24, 64.1].map((amount, index) => ({ amount, at: now - (14 * index + 7) * dayMs }));
    past.forEach(({ amount, at }, index) =>
      db.payout.create({
        id: `pay-${index + 1}`,
        userId: demoUserId,
        amountUSDT: amount,
        txId: txHash(random),
        timestamp: at,
        noteId: 'auto-biweekly',
        status: 'COMPLETED',
        network: 'ERC-20',
      }),
    );
    db.balance.create({
      userId: demoUserId,
      claimable: demoClaimable,
      totalEarned: addMoney(demoClaimable, ...past.map((payout) => payout.amount)),
    });
    db.payoutWallet.create({
      userId: demoUserId,
      network: 'ERC-20',
      address: '0x52908400098527886E0F7030069857D2E4169EE7',
      updatedAt: now - 60 * dayMs,
    });

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
  testnet(db, now) {
    db.balance.create({ userId: testnetUserId, claimable: 0, totalEarned: 0 });
    db.payoutWallet.create({ userId: testnetUserId, network: 'ERC-20', address: null, updatedAt: null });
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
