import { z } from 'zod';
import { dayMs } from './time';
import { periodQuery } from './common';
import { defineRoute } from './route';

const csv = z.string().meta({
  id: 'CsvFile',
  description: 'RFC 4180 CSV with a header line; cells that could start a formula are prefixed with a quote',
});

/** The longest period one export covers, in days (both ends included): a year and a day. */
export const maxExportDays = 366;

export const exportQuery = periodQuery.refine(
  ({ from, to }) => !from || !to || (Date.parse(to) - Date.parse(from)) / dayMs + 1 <= maxExportDays,
  { message: `At most ${maxExportDays} days per export`, path: ['to'] },
);

const exportRoute = (name: 'accruals' | 'reconciliations' | 'payouts', badQuery: string) =>
  defineRoute({
    group: 'exports',
    method: 'get',
    path: `/api/exports/${name}.csv`,
    summary: `Download ${name} as CSV for a period (from, to: YYYY-MM-DD days in the reader's zone tz, both included, at most ${maxExportDays} days; from not after to); times in the file are UTC instants`,
    query: exportQuery,
    response: csv,
    produces: 'text/csv',
    // Payout notes are content in the reader's language; the other files hold codes only.
    localized: name === 'payouts',
    errors: [400],
    examples: [
      { status: 200, query: 'from=2026-01-01&to=2026-01-15' },
      { status: 400, query: badQuery },
    ],
  });

export const exportRoutes = {
  exportAccruals: exportRoute('accruals', 'from=January'),
  exportReconciliations: exportRoute('reconciliations', 'to=2026-02-30'),
  exportPayouts: exportRoute('payouts', 'from=yesterday'),
};
