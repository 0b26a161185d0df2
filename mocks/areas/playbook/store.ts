import type { MockEnv } from '../../mock-env';

/** The Playbook's checklist. */

export function checklistInOrder(env: MockEnv) {
  return [...env.db.playbookItem.getAll()].sort((a, b) => a.order - b.order);
}

export function setChecklistItemCompleted(env: MockEnv, id: string, completed: boolean) {
  return env.db.playbookItem.update({ where: { id: { equals: id } }, data: { completed } });
}
