// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { transports, useClockedTransport, useTransport } from './transports';

type Row = Record<string, unknown>;
type Page = { items: Row[]; page: number; pageSize: number; total: number };

/**
 * The lists that were answered whole before issue 14 (item 8), each with the key that tells its rows
 * apart and, where the route filters, a filter that must be applied before paging.
 */
const lists = [
  { path: '/api/exchanges', key: 'id' },
  { path: '/api/exchanges/directory', key: 'slug' },
  { path: '/api/uid-links', key: 'id' },
  { path: '/api/referral/rates', key: 'exchange' },
  { path: '/api/promos?includeExpired=true', key: 'id' },
  { path: '/api/promos?region=Global', key: 'id', keeps: (row: Row) => row.region === 'Global' },
  { path: '/api/promos/catalogue?includeExpired=true', key: 'id' },
  { path: '/api/promos/catalogue?region=APAC', key: 'id', keeps: (row: Row) => row.region === 'APAC' },
  { path: '/api/deals', key: 'id' },
  { path: '/api/deals?sort=name', key: 'id' },
  { path: '/api/deals?region=EU', key: 'id', keeps: (row: Row) => (row.regions as string[]).includes('EU') },
  { path: '/api/faq', key: 'id' },
  { path: '/api/ai/assistants', key: 'id' },
  { path: '/api/market/products', key: 'id' },
  { path: '/api/market/products?sort=rating', key: 'id' },
  { path: '/api/market/products?category=bots', key: 'id', keeps: (row: Row) => row.category === 'bots' },
] as const;

const withQuery = (path: string, query: string) => `${path}${path.includes('?') ? '&' : '?'}${query}`;

describe.each(transports)('paged lists against $name', (transport) => {
  const { send } = useTransport(transport);
  const page = async (path: string, query: string) => {
    const answer = await send('get', withQuery(path, query));
    expect(answer.status).toBe(200);
    return answer.body as Page;
  };

  describe.each(lists)('$path', ({ path, key, ...list }) => {
    it('answers the page shape, 20 rows by default', async () => {
      const answer = await send('get', path);
      expect(answer.status).toBe(200);
      const body = answer.body as Page;
      expect(body).toEqual({ items: expect.any(Array), page: 1, pageSize: 20, total: expect.any(Number) });
      expect(body.total).toBeGreaterThan(0);
      expect(body.items).toHaveLength(Math.min(20, body.total));
    });

    it('honours page and pageSize, after filtering', async () => {
      const all = await page(path, 'pageSize=100');
      expect(all.items).toHaveLength(all.total);
      if ('keeps' in list) {
        expect(all.items.every(list.keeps)).toBe(true);
        const unfiltered = await page(path.replace(/\?.*$/, ''), 'pageSize=100');
        expect(all.total).toBeLessThan(unfiltered.total);
      }
      const second = await page(path, 'page=2&pageSize=2');
      expect(second).toMatchObject({ page: 2, pageSize: 2, total: all.total });
      expect(second.items).toEqual(all.items.slice(2, 4));
    });

    it('walks every row once over pages of 3: no row repeated or skipped, the same order as one big page', async () => {
      const all = await page(path, 'pageSize=100');
      const walked: Row[] = [];
      for (let number = 1; number <= Math.ceil(all.total / 3); number += 1)
        walked.push(...(await page(path, `page=${number}&pageSize=3`)).items);
      expect(walked.map((row) => row[key])).toEqual(all.items.map((row) => row[key]));
      expect(new Set(walked.map((row) => row[key])).size).toBe(all.total);
    });

    it('answers a page past the last with no items and the real total', async () => {
      const all = await page(path, 'pageSize=100');
      expect(await page(path, `page=${all.total + 1}&pageSize=1`)).toEqual({
        items: [],
        page: all.total + 1,
        pageSize: 1,
        total: all.total,
      });
    });

    it('refuses pageSize above 100, page 0 and pageSize 0 with a 400 in the error shape', async () => {
      for (const [query, field] of [
        ['pageSize=101', 'pageSize'],
        ['page=0', 'page'],
        ['pageSize=0', 'pageSize'],
      ] as const) {
        const answer = await send('get', withQuery(path, query));
        expect(answer.status).toBe(400);
        expect(answer.body).toMatchObject({
          code: 'validation',
          message: expect.any(String),
          fieldErrors: { [field]: expect.anything() },
        });
      }
    });
  });
});

describe.each(transports)('the UID links against $name', (transport) => {
  const { send, clock } = useClockedTransport(transport);
  const linkUids = async (query: string) => {
    const answer = await send('get', `/api/uid-links?${query}`);
    return answer.body as Page;
  };

  it("keep the newest first and page the user's links as they grow", async () => {
    const before = await linkUids('pageSize=100');
    for (const uid of ['61000001', '61000002', '61000003']) {
      // A second apart: links made in the same millisecond are equally new, and go by id.
      clock.advance(1000);
      expect((await send('post', '/api/uid-links', { body: { exchangeId: 'cex-b', uid } })).status).toBe(201);
    }
    const first = await linkUids('pageSize=2');
    expect(first.total).toBe(before.total + 3);
    expect(first.items.map((link) => link.uid)).toEqual(['61000003', '61000002']);
  });
});
