import { implement } from '../../http/implement';
import { pageOf } from '../../shared/paging';
import { assistantsInOrder } from './store';
import { assistantView } from './views';

export const ai = implement('ai', {
  listAssistants: ({ env, query, lang }) => pageOf(assistantsInOrder(env), query, (row) => assistantView(row, lang)),
});
