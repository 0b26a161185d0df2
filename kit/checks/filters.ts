import { z } from 'zod';
import { dayIn } from '@octoss/contract/time';
import { readsOf, wantsFor, type CheckDef } from '../check';
import { allRoutes, listItem, queryFields, unwrap, type Route } from '../contract';
import type { Kit } from '../kit';
import { expectThat, skipUnless } from '../report';

const rule = 'Lists, filters, sorting and days';
const shapeOf = (schema: z.ZodType | undefined): Record<string, z.ZodType> =>
  schema instanceof z.ZodObject ? (schema.shape as Record<string, z.ZodType>) : {};

/** The date-time property a list's period filter is on (its first one). */
export const dateProperty = (route: Route) => {
  const shape = shapeOf(listItem(route));
  return Object.keys(shape).find((key) => unwrap(shape[key]!) instanceof z.ZodISODateTime);
};

/** The rows' ids in order (sorted: a filter's rows are compared as a set; the order is the paging checks' and the sort check's). */
const ids = (rows: Record<string, unknown>[]) => rows.map((row) => String(row.id ?? JSON.stringify(row))).sort();

async function rowsOf(kit: Kit, route: Route, query: Record<string, string> = {}) {
  skipUnless(kit.realPath(route), `no id to read ${route.path}`);
  return kit.readAll(route, query);
}

/**
 * Filters of every list, found from its query and item schemas: an enum filter whose item has a
 * property of that name returns exactly the matching rows; a `sort` by `field`/`-field` orders by
 * that property and keeps the default order among equal values; an id filter (`exchangeId`)
 * returns exactly that exchange's rows; a period (`from`, `to`, in UTC) exactly the rows of those days.
 */
export function filtersChecks(): CheckDef[] {
  const checks: CheckDef[] = [];
  for (const route of allRoutes.filter((row) => row.method === 'get' && listItem(row))) {
    const fields = queryFields(route);
    const itemShape = shapeOf(listItem(route));
    const base = {
      group: 'filters' as const,
      route,
      rule,
      wants: wantsFor(route),
      locks: { read: readsOf(route.name), write: [] },
    };
    for (const [field, schema] of Object.entries(fields)) {
      const filter = unwrap(schema);
      const property = itemShape[field] && unwrap(itemShape[field]);
      if (field !== 'sort' && filter instanceof z.ZodEnum && property instanceof z.ZodEnum) {
        const values = filter.options.map(String).filter((value) => property.options.map(String).includes(value));
        checks.push({
          ...base,
          name: `${field}= returns exactly the rows with that ${field}`,
          async run(kit) {
            const all = await rowsOf(kit, route);
            for (const value of values) {
              const only = await rowsOf(kit, route, { [field]: value });
              const expected = all.filter((row) => row[field] === value);
              expectThat(
                ids(only).join() === ids(expected).join(),
                `${field}=${value}: expected the ${expected.length} rows with ${field} ${value}, got ${only.length} (${only
                  .map((row) => String(row[field]))
                  .slice(0, 4)
                  .join(', ')})`,
              );
            }
          },
        });
      }
      if (field === 'sort' && filter instanceof z.ZodEnum) {
        // The `field` / `-field` convention (ascending / descending); other sorts say their order in words.
        const options = filter.options.map(String);
        const sorts = options.filter(
          (value) => value.replace(/^-/, '') in itemShape && options.includes(`-${value.replace(/^-/, '')}`),
        );
        if (sorts.length)
          checks.push({
            ...base,
            name: `sort=${sorts.join('|')} orders by the field and keeps the default order among equal values`,
            async run(kit) {
              const order = (rows: Record<string, unknown>[]) => rows.map((row) => String(row.id));
              const natural = order(await rowsOf(kit, route));
              // Ties are judged only when the default order holds still (else the paging checks report an unstable order).
              const stable = natural.join() === order(await rowsOf(kit, route)).join();
              for (const sort of sorts) {
                const property = sort.replace(/^-/, '');
                const descending = sort.startsWith('-');
                const rows = await rowsOf(kit, route, { sort });
                expectThat(
                  rows.length === natural.length,
                  `sort=${sort}: expected the list's ${natural.length} rows, got ${rows.length}`,
                );
                for (let index = 1; index < rows.length; index += 1) {
                  const [a, b] = [rows[index - 1]!, rows[index]!];
                  const [x, y] = [a[property], b[property]] as [number | string, number | string];
                  const inOrder = descending ? x >= y : x <= y;
                  expectThat(
                    inOrder,
                    `sort=${sort}: expected ${property} ${descending ? 'descending' : 'ascending'}, got ${JSON.stringify(x)} before ${JSON.stringify(y)} (rows ${String(a.id)}, ${String(b.id)})`,
                  );
                  if (x === y && stable)
                    expectThat(
                      natural.indexOf(String(a.id)) < natural.indexOf(String(b.id)),
                      `sort=${sort}: expected rows ${String(a.id)} and ${String(b.id)} (the same ${property}) in the default order, got them the other way round`,
                    );
                }
              }
            },
          });
      }
    }
    if ('exchangeId' in fields && 'exchange' in itemShape)
      checks.push({
        ...base,
        name: 'exchangeId= returns exactly that exchange’s rows',
        async run(kit) {
          const all = await rowsOf(kit, route);
          const exchanges = [...new Set(all.map((row) => String(row.exchange)))];
          skipUnless(exchanges.length, 'the list is empty: no exchange to filter on');
          for (const exchange of [...exchanges, 'conformance-no-such-exchange']) {
            const only = await rowsOf(kit, route, { exchangeId: exchange });
            const expected = all.filter((row) => row.exchange === exchange);
            expectThat(
              ids(only).join() === ids(expected).join(),
              `exchangeId=${exchange}: expected ${expected.length} rows, got ${only.length}`,
            );
          }
        },
      });
    const date = dateProperty(route);
    if ('from' in fields && 'to' in fields && date)
      checks.push({
        ...base,
        name: `from/to (UTC) return exactly the rows of those days (${date})`,
        async run(kit) {
          const all = await rowsOf(kit, route);
          const days = [...new Set(all.map((row) => dayIn(Date.parse(String(row[date])), 'UTC')))];
          skipUnless(days.length, 'the list is empty: no day to filter on');
          for (const day of days.slice(0, 3)) {
            const only = await rowsOf(kit, route, { from: day, to: day });
            const expected = all.filter((row) => dayIn(Date.parse(String(row[date])), 'UTC') === day);
            expectThat(
              ids(only).join() === ids(expected).join(),
              `from=to=${day}: expected the ${expected.length} rows of that UTC day, got ${only.length}`,
            );
            const later = await rowsOf(kit, route, { from: day });
            const expectedLater = all.filter((row) => dayIn(Date.parse(String(row[date])), 'UTC') >= day);
            expectThat(
              ids(later).join() === ids(expectedLater).join(),
              `from=${day}: expected ${expectedLater.length} rows, got ${later.length}`,
            );
          }
        },
      });
    if ('includeExpired' in fields && 'status' in itemShape)
      checks.push({
        ...base,
        name: 'includeExpired=true adds the expired rows, and only those',
        async run(kit) {
          const shown = await rowsOf(kit, route);
          const all = await rowsOf(kit, route, { includeExpired: 'true' });
          expectThat(
            !shown.some((row) => row.status === 'expired'),
            'expected no expired rows without includeExpired, got some',
          );
          const added = all.filter((row) => !ids(shown).includes(String(row.id)));
          expectThat(
            added.every((row) => row.status === 'expired'),
            `includeExpired=true: expected only expired rows added, got ${ids(added.filter((row) => row.status !== 'expired')).join(', ')} too`,
          );
          expectThat(
            ids(all.filter((row) => row.status !== 'expired')).join() === ids(shown).join(),
            'includeExpired=true: expected the same rows that are not expired, got others',
          );
        },
      });
    if ('saved' in fields && 'isSaved' in itemShape)
      checks.push({
        ...base,
        name: 'saved=true returns exactly the saved rows',
        async run(kit) {
          const all = await rowsOf(kit, route, { includeExpired: 'true' });
          const saved = await rowsOf(kit, route, { includeExpired: 'true', saved: 'true' });
          expectThat(
            ids(saved).join() === ids(all.filter((row) => row.isSaved === true)).join(),
            `saved=true: expected the ${all.filter((row) => row.isSaved === true).length} saved rows, got ${saved.length}`,
          );
        },
      });
  }
  return checks;
}
