import { implement } from '../http/implement';
import { pageOf } from '../paging';
import { assistantsInOrder } from '../store/catalogue';
import { assistantView } from '../views/catalogue';

export const ai = implement('ai', {
  listAssistants: ({ env, query, lang }) => pageOf(assistantsInOrder(env), query, (row) => assistantView(row, lang)),
});
