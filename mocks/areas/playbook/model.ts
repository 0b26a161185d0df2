import { primaryKey } from '@mswjs/data';

/** The playbook checklist. Tasks and descriptions come from content.ts when read. Dates are epoch ms, foreign keys string ids. */
export const playbookModel = {
  playbookItem: {
    id: primaryKey(String),
    order: Number,
    completed: Boolean,
  },
};
