import { routes } from '@/api/contract/routes';
import { toCsv } from '../views/csv';
import { inDayRange } from '@/domain/time';
import type { MockEnv } from '../env';
import { toIso } from '../convert';
import { newestFirst } from '../paging';
import { payoutNote } from '../views';
import { reconciliationsOf } from './reconciliations';
import { currentUser } from './session';
import { routeHandler } from './route';

export const exportsHandlers = (env: MockEnv) => [
  routeHandler(routes.exportAccruals, env, ({ query }) => {
    const user = currentUser(env);
    const rows = newestFirst(env.db.accrual.findMany({ where: { userId: { equals: user.id } } }).filter((row) => inDayRange(row.accrualAt, query.from, query.to, query.tz)), (row) => row.accrualAt);
    return toCsv(rows, [
      { header: 'id', value: (row) => row.id },
      { header: 'date', value: (row) => toIso(row.accrualAt) },
      { header: 'exchange', value: (row) => row.exchangeId },
      { header: 'gross_usdt', value: (row) => row.gross },
      { header: 'net_usdt', value: (row) => row.net },
      { header: 'status', value: (row) => row.status },
    ]);
  }),
  routeHandler(routes.exportReconciliations, env, ({ query }) =>
    toCsv(reconciliationsOf(env, query), [
      { header: 'id', value: (row) => row.id },
      { header: 'timestamp', value: (row) => toIso(row.timestamp) },
      { header: 'state', value: (row) => row.state },
      { header: 'source', value: (row) => row.sourceLabel },
      { header: 'exchange', value: (row) => row.exchangeId },
      { header: 'amount_usdt', value: (row) => row.amount },
      { header: 'tx_hash', value: (row) => row.txHash ?? 'Pending' },
    ]),
  ),
  routeHandler(routes.exportPayouts, env, ({ query, lang }) => {
    const user = currentUser(env);
    const rows = newestFirst(env.db.payout.findMany({ where: { userId: { equals: user.id } } }).filter((row) => inDayRange(row.timestamp, query.from, query.to, query.tz)), (row) => row.timestamp);
    return toCsv(rows, [
      { header: 'id', value: (row) => row.id },
      { header: 'timestamp', value: (row) => toIso(row.timestamp) },
      { header: 'amount_usdt', value: (row) => row.amountUSDT },
      { header: 'tx_hash', value: (row) => (row.status === 'PROCESSING' ? 'Pending' : row.txId) },
      { header: 'note', value: (row) => payoutNote(row, lang) },
      { header: 'status', value: (row) => row.status },
    ]);
  }),
];
