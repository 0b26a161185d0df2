import { tierTable } from '../rules/tiers';
import { implement } from '../http/implement';
import { recalculateTier } from '../rules/tier-score';
import { pointsEntriesOf } from '../store/points';
import { currentUser, updateUser } from '../store/session';
import { tierView } from '../views/tiers';

export const tiers = implement('tiers', {
  listTiers: () => tierTable.map(tierView),
  recalculateTier: ({ env }) => {
    const user = currentUser(env);
    const history = pointsEntriesOf(env, user.id).map((entry) => ({ at: entry.at, delta: entry.delta }));
    const previousTier = user.tier;
    const result = recalculateTier(previousTier, user.oCTOSSPoints, history, env.now());
    updateUser(env, user.id, { tier: result.tier });
    return { previousTier, ...result };
  },
});
