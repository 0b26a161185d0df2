import type { NewRow, Row } from '../../db';
import type { MockEnv } from '../../mock-env';

/** The oCTOSS points history. */

export function pointsEntriesOf(env: MockEnv, userId: string, source?: Row<'pointsEntry'>['source']) {
  return env.db.pointsEntry.findMany({
    where: { userId: { equals: userId }, ...(source ? { source: { equals: source } } : {}) },
  });
}

export function createPointsEntry(env: MockEnv, row: Omit<NewRow<'pointsEntry'>, 'id'>) {
  return env.db.pointsEntry.create({ id: `pts-${crypto.randomUUID()}`, ...row });
}
