import { dayMs, demoUserId, testnetUserId, type AreaSeed } from '../../shared/seeding';

/** The data set's user: the spec's demo trader, or a fresh sandbox trader (Bronze, no points). */
export const appSeed: AreaSeed = {
  demo({ db, now, cataloguesSince }) {
    db.dataSet.create({ id: 'dataset', cataloguesSince });
    db.user.create({
      id: demoUserId,
      email: 'demo@octoss.app',
      tier: 'Silver',
      oCTOSSPoints: 2847,
      createdAt: now - 120 * dayMs,
    });
  },
  testnet({ db, now, cataloguesSince }) {
    db.dataSet.create({ id: 'dataset', cataloguesSince });
    db.user.create({ id: testnetUserId, email: 'sandbox@octoss.app', tier: 'Bronze', oCTOSSPoints: 0, createdAt: now });
  },
};
