import { routes } from '@/api/contract/routes';
import type { MockEnv } from '../env';
import { newestFirst, pageOf } from '../paging';
import { accrualView } from '../views';
import { currentUser } from './session';
import { routeHandler } from './route';

export const accrualsHandlers = (env: MockEnv) => [
  routeHandler(routes.listAccruals, env, ({ query }) => {
    const user = currentUser(env);
    const rows = env.db.accrual.findMany({
      where: {
        userId: { equals: user.id },
        ...(query.exchangeId ? { exchangeId: { equals: query.exchangeId } } : {}),
        ...(query.status ? { status: { equals: query.status } } : {}),
      },
    });
    return pageOf(newestFirst(rows, (row) => row.accrualAt).map(accrualView), query);
  }),
];
