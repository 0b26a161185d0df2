import { implement } from '../../http/implement';
import { pageOf } from '../../shared/paging';
import { faqItemsInOrder } from './store';
import { faqView } from './views';

export const faq = implement('faq', {
  listFaq: ({ env, query, lang }) => pageOf(faqItemsInOrder(env), query, (row) => faqView(row, lang)),
});
