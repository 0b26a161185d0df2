import { z } from 'zod';
import { count, rate, usdtAmount } from './common';
import { defineRoute } from './route';

export const checklistItemSchema = z
  .object({ id: z.string(), task: z.string(), description: z.string(), completed: z.boolean() })
  .meta({ id: 'ChecklistItem' });

/** The 70/210 plan's figures: the same for every reader (GET /api/playbook/targets). */
export const playbookTargetsSchema = z
  .object({ arpuBase: usdtAmount, retention: rate, monthlyTarget: usdtAmount, referralsPerMonth: count })
  .meta({ id: 'PlaybookTargets' });
export type PlaybookTargets = z.infer<typeof playbookTargetsSchema>;

export const playbookSchema = z
  .object({
    checklist: z.array(checklistItemSchema),
    samplePosts: z.array(z.object({ id: z.string(), channel: z.string(), text: z.string() })),
    targets: playbookTargetsSchema,
  })
  .meta({ id: 'Playbook' });
export type Playbook = z.infer<typeof playbookSchema>;

export const updateChecklistItemSchema = z.strictObject({ completed: z.boolean() }).meta({ id: 'UpdateChecklistItem' });

export const playbookRoutes = {
  getPlaybookTargets: defineRoute({
    group: 'playbook',
    method: 'get',
    path: '/api/playbook/targets',
    public: true,
    maxAge: 3600,
    examples: [{ status: 200 }],
    summary:
      "The 70/210 plan's figures, the same for every reader (also in GET /api/playbook): a page shows them before the trader's own checklist and posts",
    response: playbookTargetsSchema,
    errors: [],
  }),
  getPlaybook: defineRoute({
    group: 'playbook',
    method: 'get',
    path: '/api/playbook',
    examples: [{ status: 200 }],
    summary: 'The 70/210 playbook: checklist, sample posts and targets',
    localized: true,
    response: playbookSchema,
    errors: [],
  }),
  updateChecklistItem: defineRoute({
    group: 'playbook',
    method: 'patch',
    invalidates: ['playbook'],
    path: '/api/playbook/checklist/{id}',
    examples: [
      { status: 400, path: '/api/playbook/checklist/dm-warm', body: { completed: 'yes' } },
      { status: 404, path: '/api/playbook/checklist/no-such-task', body: { completed: true } },
      { status: 200, path: '/api/playbook/checklist/dm-warm', body: { completed: true } },
    ],
    summary: 'Tick or untick a checklist item',
    localized: true,
    params: z.object({ id: z.string() }),
    body: updateChecklistItemSchema,
    response: checklistItemSchema,
    errors: [400, 404],
  }),
};
