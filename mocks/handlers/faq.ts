import { routes } from '@/api/contract/routes';
import type { MockEnv } from '../env';
import { routeHandler } from './route';

export const faqHandlers = (env: MockEnv) => [
  routeHandler(routes.listFaq, env, ({ query }) =>
    [...env.db.faqItem.findMany({ where: { lang: { equals: query.lang } } })]
      .sort((a, b) => a.order - b.order)
      .map(({ id, category, question, answer }) => ({ id, category, question, answer })),
  ),
];
