import { routes } from '@/api/contract/routes';
import { exchangeDirectory, logoPath } from '@/domain/exchangeDirectory';
import type { MockEnv } from '../env';
import { routeHandler } from './route';

export const exchangesHandlers = (env: MockEnv) => [
  routeHandler(routes.listExchanges, env, () =>
    env.db.exchange.getAll().map(({ id, name, displayName, paybackRate, referralRate, isActive, url }) => ({ id, name, displayName, paybackRate, referralRate, isActive, url })),
  ),
  routeHandler(routes.listExchangeDirectory, env, () =>
    exchangeDirectory.map((entry) => ({ name: entry.name, slug: entry.slug, mono: entry.mono, logo: logoPath(entry) })),
  ),
];
