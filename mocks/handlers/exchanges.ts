import { routes } from '@/api/contract/routes';
import { exchangeDirectory, logoPath } from '@/domain/exchangeDirectory';
import type { MockEnv } from '../env';
import { pageOf } from '../paging';
import { routeHandler } from './route';

export const exchangesHandlers = (env: MockEnv) => [
  routeHandler(routes.listExchanges, env, ({ query }) =>
    pageOf(env.db.exchange.getAll(), query, ({ id, name, displayName, paybackRate, referralRate, isActive, url }) => ({ id, name, displayName, paybackRate, referralRate, isActive, url })),
  ),
  routeHandler(routes.listExchangeDirectory, env, ({ query }) =>
    pageOf(exchangeDirectory, query, (entry) => ({ name: entry.name, slug: entry.slug, mono: entry.mono, logo: logoPath(entry) })),
  ),
];
