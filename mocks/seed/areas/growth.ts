import { dayMs, demoExchangeIds, demoUserId, seededRandom, testnetUserId, type AreaSeed } from '../area';
import type { Db } from '../../db';
import type { PointSource } from '@octoss/contract/points';

/** The checklist in order; tasks and descriptions are in content/playbook.ts. */
const checklist = ['share-code', 'first-claim', 'dm-warm', 'utm-links', 'weekly-post', 'help-first-three'] as const;

function seedChecklist(db: Db, done: number) {
  checklist.forEach((id, order) => db.playbookItem.create({ id, order, completed: order < done }));
}

/** The demo trader's 12 friends, all joined this week, 3 of them trading: the funnel's 12 signups and 3 active. */
function seedReferrals(db: Db, now: number) {
  const names = [
    'j***n',
    'm***a',
    's***o',
    'h***k',
    'l***e',
    't***g',
    'a***y',
    'n***u',
    'k***m',
    'p***r',
    'd***i',
    'y***s',
  ];
  names.forEach((name, index) => {
    db.referral.create({
      id: `ref-${String(index + 1).padStart(3, '0')}`,
      referrerId: demoUserId,
      maskedEmail: `${name}@example.com`,
      exchangeId: demoExchangeIds[index % demoExchangeIds.length]!,
      joinedAt: now - Math.floor(((index + 1) * 6 * dayMs) / (names.length + 1)),
      active: index % 4 === 0,
    });
  });
}

export const growthSeed: AreaSeed = {
  demo(db, now) {
    db.referralProfile.create({
      code: 'OCTOSS-7F3K',
      userId: demoUserId,
      displayName: 'Minji Park',
      clicks7d: 148,
      earnedUsdt: 162.4,
      pendingUsdt: 18.9,
      verified: true,
    });
    seedReferrals(db, now);
    // A second public profile, so /l/octoss works for demos and tests.
    db.referralProfile.create({
      code: 'OCTOSS',
      userId: 'user-team',
      displayName: 'OCTOSS Team',
      clicks7d: 0,
      earnedUsdt: 0,
      pendingUsdt: 0,
      verified: true,
    });

    // 30 entries ending at the user's 2847 points.
    const random = seededRandom(31);
    const sources: PointSource[] = ['PAYBACK', 'ACADEMY', 'PAYBACK', 'REFERRAL', 'PAYBACK'];
    const deltas = Array.from({ length: 30 }, (_, index) => {
      const source = sources[index % sources.length]!;
      const delta =
        source === 'REFERRAL'
          ? 100 + Math.floor(random() * 150)
          : source === 'ACADEMY'
            ? 25 + Math.floor(random() * 60)
            : 10 + Math.floor(random() * 40);
      return { source, delta };
    });
    const total = deltas.reduce((sum, entry) => sum + entry.delta, 0);
    let balance = 2847 - total;
    deltas.forEach(({ source, delta }, index) => {
      balance += delta;
      db.pointsEntry.create({
        id: `pts-${String(index + 1).padStart(3, '0')}`,
        userId: demoUserId,
        at: now - (30 - index) * 2 * dayMs,
        source,
        delta,
        balance,
        noteId: `${source.toLowerCase()}-activity`,
      });
    });
    seedChecklist(db, 2);
  },
  testnet(db) {
    // Test referral codes for the sandbox.
    db.referralProfile.create({
      code: 'TEST-ALPHA',
      userId: testnetUserId,
      displayName: 'Sandbox Trader',
      clicks7d: 0,
      earnedUsdt: 0,
      pendingUsdt: 0,
      verified: false,
    });
    db.referralProfile.create({
      code: 'TEST-BRAVO',
      userId: 'user-testnet-friend',
      displayName: 'Sandbox Friend',
      clicks7d: 0,
      earnedUsdt: 0,
      pendingUsdt: 0,
      verified: false,
    });
    seedChecklist(db, 0);
  },
};
