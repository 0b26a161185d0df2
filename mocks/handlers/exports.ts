import { inDayRange } from '@/domain/time';
import { implement } from '../http/implement';
import { newestFirst } from '../paging';
import { accrualsOf } from '../store/accruals';
import { payoutsOf } from '../store/payouts';
import { reconciliationsOf } from '../store/reconciliations';
import { currentUser } from '../store/session';
import { accrualsCsv, payoutsCsv, reconciliationsCsv } from '../views/exports';

export const exports = implement('exports', {
  exportAccruals: ({ env, query }) => {
    const rows = accrualsOf(env, currentUser(env).id, (row) =>
      inDayRange(row.accrualAt, query.from, query.to, query.tz),
    );
    return accrualsCsv(newestFirst(rows, (row) => row.accrualAt));
  },
  exportReconciliations: ({ env, query }) => reconciliationsCsv(reconciliationsOf(env, query)),
  exportPayouts: ({ env, query, lang }) => {
    const rows = payoutsOf(env, currentUser(env).id).filter((row) =>
      inDayRange(row.timestamp, query.from, query.to, query.tz),
    );
    return payoutsCsv(
      newestFirst(rows, (row) => row.timestamp),
      lang,
    );
  },
});
