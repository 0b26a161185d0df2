import { notFound } from '../../shared/http-error';
import { implement } from '../../http/implement';
import { checklistInOrder, setChecklistItemCompleted } from './store';
import { referralProfileOf } from '../referral';
import { currentUser } from '../app';
import { checklistItemView, playbookTargets, samplePostsView } from './views';

export const playbook = implement('playbook', {
  getPlaybookTargets: () => playbookTargets,
  getPlaybook: ({ env, lang }) => ({
    checklist: checklistInOrder(env).map((row) => checklistItemView(row, lang)),
    samplePosts: samplePostsView(referralProfileOf(env, currentUser(env).id), lang),
    targets: playbookTargets,
  }),
  updateChecklistItem: ({ env, params, body, lang }) => {
    const updated = setChecklistItemCompleted(env, params.id, body.completed);
    if (!updated) throw notFound(`No checklist item ${params.id}`);
    return checklistItemView(updated, lang);
  },
});
