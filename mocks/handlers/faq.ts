import { routes } from '@/api/contract/routes';
import type { MockEnv } from '../env';
import { entryOf } from '../localize';
import { faqContent } from '../seed/content/faq';
import { byId, pageOf } from '../paging';
import { routeHandler } from './route';

export const faqHandlers = (env: MockEnv) => [
  routeHandler(routes.listFaq, env, ({ query, lang }) =>
    pageOf(
      [...env.db.faqItem.getAll()].sort((a, b) => a.order - b.order || byId(a, b)),
      query,
      ({ id, category }) => ({ id, category, ...entryOf(faqContent[lang], id) }),
    ),
  ),
];
