import { dayMs, demoExchangeIds, demoUserId, testnetUserId, type AreaSeed } from '../../shared/seeding';
import type { Db } from '../../db';

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

/** The demo trader's profile and friends, the team's public profile (/l/octoss), and the sandbox's test codes. */
export const referralSeed: AreaSeed = {
  demo({ db, now }) {
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
  },
  testnet({ db }) {
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
  },
};
