// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { currentUser } from '@mocks/areas/app/store';
import { transports, useTransport } from './transports';

/**
 * Issue 15, item 5: `from`/`to` are the reader's days, in the zone named by `tz` (default UTC).
 * A payout at 07:59:59 UTC on Nov 24 is the last second of Nov 23 for a reader in Los Angeles. The
 * seeded records are dated back from the clock's today: only a record in that very second could be
 * the day's last instead of it, whatever the hour the test runs.
 */
describe.each(transports)("period days in the reader's zone over $name", (transport) => {
  const mock = useTransport(transport);
  const lastSecondInLosAngeles = Date.parse('2026-11-24T07:59:59Z');
  const addRecord = () => {
    const user = currentUser(mock.env);
    mock.env.db.reconciliation.create({
      id: 'rec-tz-probe',
      userId: user.id,
      exchangeId: 'cex-a',
      state: 'MATCHED',
      txHash: `0x${'ab'.repeat(32)}`,
      sourceLabel: 'EXCHANGE_PAID',
      amount: 12.34,
      timestamp: lastSecondInLosAngeles,
    });
  };
  const ids = async (query: string) =>
    (
      (await mock.send('get', `/api/reconciliations?pageSize=100&${query}`)).body as { items: { id: string }[] }
    ).items.map((item) => item.id);

  it('lists a record under the day the reader sees, in Los Angeles and in Seoul', async () => {
    addRecord();
    expect(await ids('from=2026-11-23&to=2026-11-23&tz=America/Los_Angeles')).toContain('rec-tz-probe');
    expect(await ids('from=2026-11-24&to=2026-11-24&tz=America/Los_Angeles')).not.toContain('rec-tz-probe');
    expect(await ids('from=2026-11-24&to=2026-11-24&tz=Asia/Seoul')).toContain('rec-tz-probe');
    // No zone is UTC: the UTC day of the record.
    expect(await ids('from=2026-11-24&to=2026-11-24')).toContain('rec-tz-probe');
    expect(await ids('from=2026-11-23&to=2026-11-23')).not.toContain('rec-tz-probe');
  });

  it('counts and exports by the same days as the list', async () => {
    addRecord();
    const summary = await mock.send(
      'get',
      '/api/reconciliations/summary?from=2026-11-23&to=2026-11-23&tz=America/Los_Angeles',
    );
    expect(summary.body).toMatchObject({ lastTx: { amount: 12.34, timestamp: '2026-11-24T07:59:59.000Z' } });
    const csv = await mock.send(
      'get',
      '/api/exports/reconciliations.csv?from=2026-11-23&to=2026-11-23&tz=America/Los_Angeles',
    );
    expect(csv.status).toBe(200);
    expect(csv.text).toContain('rec-tz-probe');
    expect(
      (await mock.send('get', '/api/exports/reconciliations.csv?from=2026-11-23&to=2026-11-23&tz=UTC')).text,
    ).not.toContain('rec-tz-probe');
  });

  it('refuses an unknown zone with a 400 in the error shape, on lists, summaries and exports', async () => {
    for (const path of [
      '/api/reconciliations?tz=Mars/Olympus',
      '/api/reconciliations/summary?tz=Pacific/Nowhere',
      '/api/exports/payouts.csv?from=2026-11-01&to=2026-11-02&tz=%2B09:00',
    ]) {
      expect(await mock.send('get', path), path).toMatchObject({
        status: 400,
        body: { code: 'validation', message: expect.any(String), fieldErrors: { tz: expect.any(Array) } },
      });
    }
  });
});
