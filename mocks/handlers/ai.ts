import { routes } from '@/api/contract/routes';
import type { MockEnv } from '../env';
import { routeHandler } from '../http/route';
import { pageOf } from '../paging';
import { assistantsInOrder } from '../store/catalogue';
import { assistantView } from '../views/catalogue';

export const aiHandlers = (env: MockEnv) => [
  routeHandler(routes.listAssistants, env, ({ query, lang }) =>
    pageOf(assistantsInOrder(env), query, (row) => assistantView(row, lang)),
  ),
];
