import { routes } from '@/api/contract/routes';
import { tierTable } from '../rules/tiers';
import type { MockEnv } from '../env';
import { routeHandler } from '../http/route';
import { recalculateTier } from '../rules/tier-score';
import { pointsEntriesOf } from '../store/points';
import { currentUser, updateUser } from '../store/session';
import { tierView } from '../views/tiers';

export const tiersHandlers = (env: MockEnv) => [
  routeHandler(routes.listTiers, env, () => tierTable.map(tierView)),
  routeHandler(routes.recalculateTier, env, () => {
    const user = currentUser(env);
    const history = pointsEntriesOf(env, user.id).map((entry) => ({ at: entry.at, delta: entry.delta }));
    const previousTier = user.tier;
    const result = recalculateTier(previousTier, user.oCTOSSPoints, history, env.now());
    updateUser(env, user.id, { tier: result.tier });
    return { previousTier, ...result };
  }),
];
