import { expectError, expectSuccess } from '../answers';
import { allRoutes, itemsOf, maxPageSize, pagedItem } from '../contract';
import type { Kit } from '../kit';
import { expectThat } from '../report';

type Page = { items: Record<string, unknown>[]; page: number; pageSize: number; total: number };

/** A row's identity for overlap checks: its id, else all of it. */
const keyOf = (item: Record<string, unknown>) => (typeof item.id === 'string' ? item.id : JSON.stringify(item));

/**
 * Paging of every paged list (found from the response schemas): page, pageSize and total agree
 * with the items; consecutive pages never overlap and follow the full list's order; a page past
 * the end is a 200 with no items and the real total; a pageSize above the contract's maximum and
 * page 0 are 400s.
 */
export async function checkPaging(kit: Kit): Promise<void> {
  for (const route of allRoutes.filter((row) => row.method === 'get' && pagedItem(row))) {
    const path = kit.realPath(route);
    const max = maxPageSize(route);
    if (!path || !max) continue;
    const get = async (query: string): Promise<Page> => {
      const sent = await kit.send('get', `${path}?${query}`);
      expectSuccess(route, sent);
      return { ...(sent.body as Page), items: itemsOf(sent.body) };
    };
    const check = (name: string, run: () => Promise<void>) => kit.check('paging', route, name, run);
    await check('page, pageSize and total agree with the items', async () => {
      const all = await get(`pageSize=${max}`);
      const first = await get('page=1&pageSize=2');
      expectThat(
        first.page === 1 && first.pageSize === 2,
        `asked page 1 of 2, answered page ${first.page} of ${first.pageSize}`,
      );
      expectThat(first.total === all.total, `total ${first.total} with pageSize 2, ${all.total} with pageSize ${max}`);
      expectThat(
        first.items.length === Math.min(2, all.total),
        `${first.items.length} items on page 1 of 2 with a total of ${all.total}`,
      );
      expectThat(
        all.items.length === Math.min(max, all.total),
        `${all.items.length} items with pageSize ${max} and a total of ${all.total}`,
      );
    });
    await check('consecutive pages never overlap and follow the full order', async () => {
      const all = await get(`pageSize=${max}`);
      const pages = [await get('page=1&pageSize=2'), await get('page=2&pageSize=2'), await get('page=3&pageSize=2')];
      const keys = pages.flatMap((page) => page.items.map(keyOf));
      expectThat(new Set(keys).size === keys.length, `a row appears on two pages: ${keys.join(', ')}`);
      const expected = all.items.slice(0, 6).map(keyOf);
      expectThat(
        keys.join() === expected.join(),
        `pages 1-3 of 2 hold ${keys.join(', ') || 'nothing'}, the full list starts ${expected.join(', ') || 'empty'}`,
      );
    });
    await check('a page past the end is a 200 with no items and the real total', async () => {
      const all = await get(`pageSize=${max}`);
      const past = await get(`page=${Math.floor(all.total / 2) + 2}&pageSize=2`);
      expectThat(past.items.length === 0, `${past.items.length} items past the end`);
      expectThat(past.total === all.total, `total ${past.total} past the end, ${all.total} on page 1`);
    });
    await check(`pageSize ${max + 1} (above the maximum) is a 400`, async () => {
      expectError(route, await kit.send('get', `${path}?pageSize=${max + 1}`), { status: 400, code: 'validation' });
    });
    await check('page 0 is a 400', async () => {
      expectError(route, await kit.send('get', `${path}?page=0`), { status: 400, code: 'validation' });
    });
  }
}
