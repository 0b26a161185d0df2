import { routes } from '@/api/contract/routes';
import type { MockEnv } from '../env';
import { routeHandler } from '../http/route';
import { pageOf } from '../paging';
import { faqItemsInOrder } from '../store/catalogue';
import { faqView } from '../views/catalogue';

export const faqHandlers = (env: MockEnv) => [
  routeHandler(routes.listFaq, env, ({ query, lang }) =>
    pageOf(faqItemsInOrder(env), query, (row) => faqView(row, lang)),
  ),
];
