import { errorCodes } from '@octoss/contract/errors';
import { unprocessable } from '../http-error';
import { implement } from '../http/implement';
import { newestFirst, pageOf } from '../paging';
import { applyDelta, demoEarnRange, grantablePoints, weekStart } from '../rules/points';
import { createPointsEntry, pointsEntriesOf } from '../store/points';
import { currentUser, updateUser } from '../store/session';
import { pointsEntryView } from '../views/points';

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
    const since = weekStart(now);
    const earnedThisWeek = pointsEntriesOf(env, user.id, body.source)
      .filter((entry) => entry.at >= since && entry.delta > 0)
      .reduce((sum, entry) => sum + entry.delta, 0);
    const wished = demoEarnRange.min + Math.floor(Math.random() * (demoEarnRange.max - demoEarnRange.min + 1));
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
