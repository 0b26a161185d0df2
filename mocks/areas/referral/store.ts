import type { MockEnv } from '../../mock-env';

/** Referral profiles (the public Link-in-Bio's too) and the friends a trader referred. */

export function referralProfileOf(env: MockEnv, userId: string) {
  return env.db.referralProfile.findFirst({ where: { userId: { equals: userId } } });
}

/** A profile by its code, whatever its letter case. */
export function referralProfileByCode(env: MockEnv, code: string) {
  const wanted = code.trim().toUpperCase();
  return env.db.referralProfile.getAll().find((row) => row.code.toUpperCase() === wanted);
}

/** The friends a user referred, newest first. */
export function referredFriendsOf(env: MockEnv, userId: string) {
  return env.db.referral
    .findMany({ where: { referrerId: { equals: userId } } })
    .sort((a, b) => b.joinedAt - a.joinedAt);
}
