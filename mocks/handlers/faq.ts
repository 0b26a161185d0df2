import { implement } from '../http/implement';
import { pageOf } from '../paging';
import { faqItemsInOrder } from '../store/catalogue';
import { faqView } from '../views/catalogue';

export const faq = implement('faq', {
  listFaq: ({ env, query, lang }) => pageOf(faqItemsInOrder(env), query, (row) => faqView(row, lang)),
});
