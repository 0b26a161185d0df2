import { routes } from '@/api/contract/routes';
import type { MockEnv } from '../env';
import { routeHandler } from '../http/route';
import { pageOf } from '../paging';
import { allExchanges } from '../store/catalogue';
import { exchangeDirectoryView, exchangeView } from '../views/catalogue';

export const exchangesHandlers = (env: MockEnv) => [
  routeHandler(routes.listExchanges, env, ({ query }) => pageOf(allExchanges(env), query, exchangeView)),
  routeHandler(routes.listExchangeDirectory, env, ({ query }) => pageOf(exchangeDirectoryView(), query)),
];
