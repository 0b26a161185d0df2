import { expectError, expectSuccess } from '../answers';
import { readsOf, wantsFor, type CheckDef } from '../check';
import type { Snapshot } from '../compare';
import { compareReads } from '../compare';
import { allRoutes, itemsOf, listItem, maxPageSize, pagedItem, type Route } from '../contract';
import type { Kit } from '../kit';
import { expectThat, Mismatch, skipUnless } from '../report';

type Page = { items: Record<string, unknown>[]; page: number; pageSize: number; total: number };

const rule = 'Lists, filters, sorting and days';

/** A row's identity for overlap checks: its id, else all of it. */
const keyOf = (item: Record<string, unknown>) => (typeof item.id === 'string' ? item.id : JSON.stringify(item));

/**
 * Paging of every paged list (found from the response schemas): page, pageSize and total agree
 * with the items; consecutive pages never overlap and follow the full list's order; a page past
 * the end is a 200 with no items and the real total; a pageSize above the contract's maximum and
 * page 0 are 400s; and every list answers the same order twice in a row while nothing is written.
 */
export function pagingChecks(): CheckDef[] {
  const checks: CheckDef[] = [];
  for (const route of allRoutes.filter((row) => row.method === 'get' && listItem(row))) {
    const base = {
      group: 'paging' as const,
      route,
      rule,
      wants: wantsFor(route),
      locks: { read: readsOf(route.name), write: [] },
    };
    checks.push({
      ...base,
      name: 'two reads without a write answer the same order',
      async run(kit) {
        const path = kit.readPath(route);
        skipUnless(path, `no id to read ${route.path}`);
        const first: Snapshot = { route, path, sent: await kit.send('get', path) };
        const second: Snapshot = { route, path, sent: await kit.send('get', path) };
        const { changes, reordered } = compareReads(first, second);
        expectThat(
          reordered.length === 0,
          `unstable order: GET ${path} answered the same rows in another order twice in a row (${reordered.join(', ')})`,
        );
        expectThat(
          changes.length === 0,
          `expected GET ${path} to answer the same twice in a row with nothing written, got ${changes.slice(0, 3).join('; ')}`,
        );
      },
    });
    const max = pagedItem(route) ? maxPageSize(route) : undefined;
    if (!max) continue;
    const pages = (kit: Kit) => {
      const path = kit.realPath(route);
      skipUnless(path, `no id to read ${route.path}`);
      return async (query: string): Promise<Page> => {
        const sent = await kit.send('get', `${path}?${query}`);
        expectSuccess(route, sent);
        return { ...(sent.body as Page), items: itemsOf(sent.body) };
      };
    };
    checks.push(
      {
        ...base,
        name: 'page, pageSize and total agree with the items',
        async run(kit) {
          const get = pages(kit);
          const all = await get(`pageSize=${max}`);
          const first = await get('page=1&pageSize=2');
          expectThat(
            first.page === 1 && first.pageSize === 2,
            `expected page 1 of 2, got page ${first.page} of ${first.pageSize}`,
          );
          expectThat(
            first.total === all.total,
            `expected total ${all.total} (as with pageSize ${max}) with pageSize 2, got ${first.total}`,
          );
          expectThat(
            first.items.length === Math.min(2, all.total),
            `expected ${Math.min(2, all.total)} items on page 1 of 2 with a total of ${all.total}, got ${first.items.length}`,
          );
          expectThat(
            all.items.length === Math.min(max, all.total),
            `expected ${Math.min(max, all.total)} items with pageSize ${max} and a total of ${all.total}, got ${all.items.length}`,
          );
        },
      },
      {
        ...base,
        name: 'consecutive pages never overlap and follow the full order',
        async run(kit) {
          const get = pages(kit);
          const all = await get(`pageSize=${max}`);
          const parts = [
            await get('page=1&pageSize=2'),
            await get('page=2&pageSize=2'),
            await get('page=3&pageSize=2'),
          ];
          const keys = parts.flatMap((page) => page.items.map(keyOf));
          expectThat(new Set(keys).size === keys.length, `expected no row on two pages, got ${keys.join(', ')}`);
          const expected = all.items.slice(0, 6).map(keyOf);
          if (keys.join() !== expected.join()) {
            const stable = await kit.orderIsStable(route, kit.readPath(route)!);
            throw new Mismatch(
              `${stable ? '' : 'unstable order: '}pages 1-3 of 2 hold ${keys.join(', ') || 'nothing'}, the full list starts ${expected.join(', ') || 'empty'}`,
            );
          }
        },
      },
      {
        ...base,
        name: 'a page past the end is a 200 with no items and the real total',
        async run(kit) {
          const get = pages(kit);
          const all = await get(`pageSize=${max}`);
          const past = await get(`page=${Math.floor(all.total / 2) + 2}&pageSize=2`);
          expectThat(past.items.length === 0, `expected no items past the end, got ${past.items.length}`);
          expectThat(past.total === all.total, `expected total ${all.total} past the end, got ${past.total}`);
        },
      },
      {
        ...base,
        name: `pageSize ${max + 1} (above the maximum) and page 0 are 400s naming them`,
        async run(kit) {
          pages(kit);
          const path = (route: Route) => kit.realPath(route)!;
          expectError(route, await kit.send('get', `${path(route)}?pageSize=${max + 1}`), {
            status: 400,
            code: 'validation',
            field: 'pageSize',
          });
          expectError(route, await kit.send('get', `${path(route)}?page=0`), {
            status: 400,
            code: 'validation',
            field: 'page',
          });
        },
      },
    );
  }
  return checks;
}
