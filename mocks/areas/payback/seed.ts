import { netOfGross } from '@octoss/contract/terms';
import { amountBetween, dayMs, demoUserId, type AreaSeed } from '../../shared/seeding';
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

/** The exchanges (in the sandbox too), and the demo trader's two links and about 40 accruals. */
export const paybackSeed: AreaSeed = {
  demo({ db, now, stream }) {
    const random = stream(20261122);
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
  },
  testnet({ db }) {
    seedExchanges(db);
  },
};
