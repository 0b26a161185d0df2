import type { Db } from '../db';
import { seedTestnet } from './testnet';

/** The code and name of the new account's own referral profile (public at /l/octoss-n3w0). */
export const newAccountProfile = { code: 'OCTOSS-N3W0', displayName: 'New Trader' };

/**
 * A trader who has just signed up, for the Empty stories and demos: nothing linked, earned,
 * referred, collected or checked off, while the public catalogues (exchanges, deals, promos, FAQ,
 * assistants, products) are as in the demo. That is the sandbox's starting state; only the
 * sandbox's names and its test referral codes are swapped for an ordinary account's.
 */
export function seedNewAccount(db: Db, now: number): void {
  seedTestnet(db, now);
  // Ids are internal: the sandbox user's stays, with an ordinary address.
  const user = db.user.update({ where: {}, data: { email: 'new@octoss.app' } })!;
  // The profile's code is its primary key: replace the sandbox's test profiles rather than renaming them.
  db.referralProfile.deleteMany({ where: {} });
  db.referralProfile.create({
    ...newAccountProfile,
    userId: user.id,
    clicks7d: 0,
    earnedUsdt: 0,
    pendingUsdt: 0,
    verified: false,
  });
}
