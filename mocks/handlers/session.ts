import { routes } from '@/api/contract/routes';
import type { TierName } from '@/api/contract/common';
import { nextTier, tierProgressPercent } from '@/domain/tiers';
import type { MockEnv } from '../env';
import { toIso } from '../convert';
import { notFound } from '../http-error';
import { routeHandler } from './route';

export function currentUser(env: MockEnv) {
  const user = env.db.user.findFirst({ where: {} });
  if (!user) throw notFound('No user in this data set');
  return user;
}

/** The user's progress toward the next tier: the session and the Dashboard answer this one figure. */
export function tierProgress(points: number, tier: TierName) {
  return { nextTier: nextTier(tier)?.tier ?? null, nextTierPct: tierProgressPercent(points, tier) };
}

export const sessionHandlers = (env: MockEnv) => [
  routeHandler(routes.getMe, env, () => {
    const user = currentUser(env);
    return {
      id: user.id,
      email: user.email,
      tier: user.tier,
      oCTOSSPoints: user.oCTOSSPoints,
      createdAt: toIso(user.createdAt),
      signedIn: false,
      ...tierProgress(user.oCTOSSPoints, user.tier),
    };
  }),
];
