import type { Db } from '../../db';
import type { AreaSeed } from '../../shared/seeding';

/** The checklist in order; tasks and descriptions are in content.ts. */
const checklist = ['share-code', 'first-claim', 'dm-warm', 'utm-links', 'weekly-post', 'help-first-three'] as const;

function seedChecklist(db: Db, done: number) {
  checklist.forEach((id, order) => db.playbookItem.create({ id, order, completed: order < done }));
}

/** The demo trader has done the first two tasks; the sandbox none. */
export const playbookSeed: AreaSeed = {
  demo: ({ db }) => seedChecklist(db, 2),
  testnet: ({ db }) => seedChecklist(db, 0),
};
