import { implement } from '../http/implement';
import { newestFirst, pageOf } from '../paging';
import { accrualsOf } from '../store/accruals';
import { currentUser } from '../store/session';
import { accrualView } from '../views/accruals';

export const accruals = implement('accruals', {
  listAccruals: ({ env, query }) => {
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
  },
});
