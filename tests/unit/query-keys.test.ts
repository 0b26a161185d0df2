// @vitest-environment node
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { queryKeyOf, refreshAfter } from '@/api/queries';

/** Keys from the route table, and a write's row deciding which of them go stale. */
describe('query keys and refreshes from the route table', () => {
  it('keys a read by its group, its name and its input', () => {
    expect(queryKeyOf('getBalance')).toEqual(['payouts', 'getBalance']);
    expect(queryKeyOf('listPayouts', { query: { page: 2 } })).toEqual([
      'payouts',
      'listPayouts',
      { query: { page: 2 } },
    ]);
  });

  function cacheWith(...keys: (readonly unknown[])[]) {
    const client = new QueryClient();
    for (const key of keys) client.setQueryData(key, 'cached');
    const stale = () =>
      client
        .getQueryCache()
        .getAll()
        .filter((query) => query.state.isInvalidated)
        .map((query) => query.queryKey[1]);
    return { client, stale };
  }

  it('marks stale what the rows of the called routes declare, groups and single reads, and nothing else', async () => {
    const { client, stale } = cacheWith(
      queryKeyOf('getMe'),
      queryKeyOf('getDashboard'),
      queryKeyOf('getPayoutSchedule'),
      queryKeyOf('getBalance'),
      queryKeyOf('listPointsHistory', { query: { page: 1 } }),
    );
    await refreshAfter(client, ['recalculateTier']);
    expect(stale().sort()).toEqual(['getDashboard', 'getMe', 'getPayoutSchedule']);
  });

  it('starts the cache over after a route that declares everything', async () => {
    const { client } = cacheWith(queryKeyOf('getMe'), queryKeyOf('listFaq'));
    await refreshAfter(client, ['resetTestnet']);
    expect(
      client
        .getQueryCache()
        .getAll()
        .map((query) => query.state.data),
    ).toEqual([undefined, undefined]);
  });

  it('changes nothing after a write that declares nothing', async () => {
    const { client, stale } = cacheWith(queryKeyOf('listDeals', { query: { sort: 'rate' } }));
    await refreshAfter(client, ['createPartnerApplication']);
    expect(stale()).toEqual([]);
  });
});
