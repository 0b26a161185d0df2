import { z } from 'zod';
import { periodQuery } from './common';
import { defineRoute } from './route';

const csv = z.string().meta({ id: 'CsvFile', description: 'RFC 4180 CSV with a header line; cells that could start a formula are prefixed with a quote' });

const exportRoute = (name: 'accruals' | 'reconciliations' | 'payouts') =>
  defineRoute({
    group: 'exports',
    method: 'get',
    path: `/api/exports/${name}.csv`,
    summary: `Download ${name} as CSV for a period (from, to: YYYY-MM-DD, both included)`,
    query: periodQuery,
    response: csv,
    produces: 'text/csv',
    // Payout notes are content in the reader's language; the other files hold codes only.
    localized: name === 'payouts',
    errors: [400],
  });

export const exportRoutes = {
  exportAccruals: exportRoute('accruals'),
  exportReconciliations: exportRoute('reconciliations'),
  exportPayouts: exportRoute('payouts'),
};
