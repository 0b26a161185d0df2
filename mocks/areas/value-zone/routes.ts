import { sandbox, weekStartUtc } from '@octoss/contract/rules';
import { tierTable, recalculateTier, applyDelta, grantablePoints } from './rules';
import { implement } from '../../http/implement';
import { pointsEntriesOf, createPointsEntry } from './store';
import { currentUser, updateUser } from '../app';
import { tierView, pointsEntryView } from './views';
import { errorCodes } from '@octoss/contract/errors';
import { unprocessable } from '../../shared/http-error';
import { newestFirst, pageOf } from '../../shared/paging';

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

export const points = implement('points', {
  listPointsHistory: ({ env, query, lang }) => {
    const user = currentUser(env);
    return pageOf(
      newestFirst(pointsEntriesOf(env, user.id), (row) => row.at).map((row) => pointsEntryView(row, lang)),
      query,
    );
  },
  earnPoints: ({ env, body, lang }) => {
    const now = env.now();
    const user = currentUser(env);
    const since = weekStartUtc(now);
    const earnedThisWeek = pointsEntriesOf(env, user.id, body.source)
      .filter((entry) => entry.at >= since && entry.delta > 0)
      .reduce((sum, entry) => sum + entry.delta, 0);
    const { min, max } = sandbox.earnedPoints;
    const wished = min + Math.floor(Math.random() * (max - min + 1));
    const delta = grantablePoints(body.source, wished, earnedThisWeek);
    if (delta === 0)
      throw unprocessable(`The weekly cap for ${body.source} points is reached`, errorCodes.weeklyCapReached);
    const balance = applyDelta(user.oCTOSSPoints, delta);
    updateUser(env, user.id, { oCTOSSPoints: balance });
    const entry = createPointsEntry(env, {
      userId: user.id,
      at: now,
      source: body.source,
      delta,
      balance,
      noteId: 'demo-points',
    });
    return pointsEntryView(entry, lang);
  },
});
