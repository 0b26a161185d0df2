import { routes } from '@/api/contract/routes';
import { recalculateTier } from '../rules/tier-score';
import { tierTable } from '@/domain/tiers';
import type { MockEnv } from '../env';
import { currentUser } from './session';
import { routeHandler } from './route';

export const tiersHandlers = (env: MockEnv) => [
  routeHandler(routes.listTiers, env, () =>
    tierTable.map((rule) => ({ tier: rule.tier, minScore: rule.minScore, multiplier: rule.multiplier, rateBoost: rule.rateBoostPercent, payoutFreq: rule.payoutFrequency, disputeSLA: rule.disputeSlaHours })),
  ),
  routeHandler(routes.recalculateTier, env, () => {
    const user = currentUser(env);
    const history = env.db.pointsEntry.findMany({ where: { userId: { equals: user.id } } }).map((entry) => ({ at: entry.at, delta: entry.delta }));
    const previousTier = user.tier;
    const result = recalculateTier(previousTier, user.oCTOSSPoints, history, env.now());
    env.db.user.update({ where: { id: { equals: user.id } }, data: { tier: result.tier } });
    return { previousTier, ...result };
  }),
];
