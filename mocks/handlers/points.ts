import { routes } from '@/api/contract/routes';
import { applyDelta, demoEarnRange, grantablePoints, weekStart } from '../rules/points';
import type { PointsEntry } from '@/api/contract/points';
import type { Language } from '@/i18n/languages';
import type { Row } from '../db';
import type { MockEnv } from '../env';
import { toIso } from '../convert';
import { entryOf } from '../localize';
import { pointsNotes } from '../seed/content/points';
import { unprocessable } from '../http-error';
import { newestFirst, pageOf } from '../paging';
import { currentUser } from './session';
import { routeHandler } from './route';
import { errorCodes } from '@/api/errors';

const entryView = (row: Row<'pointsEntry'>, lang: Language): PointsEntry => ({
  id: row.id, date: toIso(row.at), source: row.source, delta: row.delta, balance: row.balance, note: entryOf(pointsNotes[lang], row.noteId),
});

export const pointsHandlers = (env: MockEnv) => [
  routeHandler(routes.listPointsHistory, env, ({ query, lang }) => {
    const user = currentUser(env);
    return pageOf(newestFirst(env.db.pointsEntry.findMany({ where: { userId: { equals: user.id } } }), (row) => row.at).map((row) => entryView(row, lang)), query);
  }),
  routeHandler(routes.earnPoints, env, ({ body, lang }) => {
    const now = env.now();
    const user = currentUser(env);
    const since = weekStart(now);
    const earnedThisWeek = env.db.pointsEntry
      .findMany({ where: { userId: { equals: user.id }, source: { equals: body.source } } })
      .filter((entry) => entry.at >= since && entry.delta > 0)
      .reduce((sum, entry) => sum + entry.delta, 0);
    const wished = demoEarnRange.min + Math.floor(Math.random() * (demoEarnRange.max - demoEarnRange.min + 1));
    const delta = grantablePoints(body.source, wished, earnedThisWeek);
    if (delta === 0) throw unprocessable(`The weekly cap for ${body.source} points is reached`, errorCodes.weeklyCapReached);
    const balance = applyDelta(user.oCTOSSPoints, delta);
    env.db.user.update({ where: { id: { equals: user.id } }, data: { oCTOSSPoints: balance } });
    const entry = env.db.pointsEntry.create({ id: `pts-${crypto.randomUUID()}`, userId: user.id, at: now, source: body.source, delta, balance, noteId: 'demo-points' });
    return entryView(entry, lang);
  }),
];
