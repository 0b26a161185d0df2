import { notFound } from '../http-error';
import { implement } from '../http/implement';
import { checklistInOrder, setChecklistItemCompleted } from '../store/playbook';
import { referralProfileOf } from '../store/referral';
import { currentUser } from '../store/session';
import { checklistItemView, playbookTargets, samplePostsView } from '../views/playbook';

export const playbook = implement('playbook', {
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
