import { routes } from '@/api/contract/routes';
import type { MockEnv } from '../env';
import { newestFirst, pageOf, rowsWhere } from '../paging';
import { accrualView } from '../views';
import { currentUser } from './session';
import { routeHandler } from './route';

export const accrualsHandlers = (env: MockEnv) => [
  routeHandler(routes.listAccruals, env, ({ query }) => {
    const user = currentUser(env);
    const rows = rowsWhere(
      env.db.accrual,
      (row) => row.userId === user.id && (!query.exchangeId || row.exchangeId === query.exchangeId) && (!query.status || row.status === query.status),
    );
    return pageOf(newestFirst(rows, (row) => row.accrualAt), query, accrualView);
  }),
];
