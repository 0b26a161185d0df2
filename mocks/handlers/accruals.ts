import { routes } from '@/api/contract/routes';
import type { MockEnv } from '../env';
import { routeHandler } from '../http/route';
import { newestFirst, pageOf } from '../paging';
import { accrualsOf } from '../store/accruals';
import { currentUser } from '../store/session';
import { accrualView } from '../views/accruals';

export const accrualsHandlers = (env: MockEnv) => [
  routeHandler(routes.listAccruals, env, ({ query }) => {
    const rows = accrualsOf(
      env,
      currentUser(env).id,
      (row) =>
        (!query.exchangeId || row.exchangeId === query.exchangeId) && (!query.status || row.status === query.status),
    );
    return pageOf(
      newestFirst(rows, (row) => row.accrualAt),
      query,
      accrualView,
    );
  }),
];
