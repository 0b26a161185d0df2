import { z } from 'zod';
import { expectSuccess } from '../answers';
import { allRoutes, itemsOf, listItem, maxPageSize, pagedItem, queryFields, unwrap, type Route } from '../contract';
import type { Kit } from '../kit';
import { expectThat } from '../report';

const dayMs = 86_400_000;
const dayOf = (value: unknown) => (typeof value === 'string' ? value.slice(0, 10) : '');
const shapeOf = (schema: z.ZodType | undefined): Record<string, z.ZodType> =>
  schema instanceof z.ZodObject ? (schema.shape as Record<string, z.ZodType>) : {};

/**
 * Filters of every list, found from its query and item schemas: an enum filter whose item has a
 * property of that name returns only matching rows (and, paged, the filtered totals add up to the
 * whole); a period (`from`, `to`, on the item's date-time property, in UTC) returns exactly the
 * rows of those days.
 */
export async function checkFilters(kit: Kit): Promise<void> {
  for (const route of allRoutes.filter((row) => row.method === 'get' && listItem(row))) {
    const path = kit.realPath(route);
    if (!path) continue;
    const fields = queryFields(route);
    const itemShape = shapeOf(listItem(route));
    const max = pagedItem(route) ? maxPageSize(route) : undefined;
    const get = async (query: Record<string, string>) => {
      const sent = await kit.send(
        'get',
        `${path}?${new URLSearchParams({ ...(max ? { pageSize: String(max) } : {}), ...query })}`,
      );
      expectSuccess(route, sent);
      return { items: itemsOf(sent.body), total: (sent.body as { total?: number }).total };
    };
    for (const [field, schema] of Object.entries(fields)) {
      const filter = unwrap(schema);
      const property = itemShape[field] && unwrap(itemShape[field]);
      if (!(filter instanceof z.ZodEnum) || !(property instanceof z.ZodEnum)) continue;
      await filterCheck(kit, route, `${field}= returns only matching rows`, async () => {
        const all = await get({});
        let sum = 0;
        // A value no row can carry (`category=all`) is not a filter on that property.
        const values = filter.options.map(String).filter((value) => property.options.map(String).includes(value));
        for (const value of values) {
          const { items, total } = await get({ [field]: value });
          const wrong = items.filter((item) => item[field] !== value);
          expectThat(
            wrong.length === 0,
            `${field}=${value} returned ${wrong.length} rows with another ${field} (${wrong
              .map((item) => String(item[field]))
              .slice(0, 3)
              .join(', ')})`,
          );
          sum += total ?? items.length;
        }
        if (all.total !== undefined && itemShape[field] === property && values.length === property.options.length)
          expectThat(sum === all.total, `the ${field} filters add up to ${sum} rows, the whole list has ${all.total}`);
      });
    }
    const dateProperty = Object.keys(itemShape).find((key) => unwrap(itemShape[key]!) instanceof z.ZodISODateTime);
    if ('from' in fields && 'to' in fields && dateProperty) {
      await filterCheck(kit, route, `from/to return exactly the rows of those days (${dateProperty})`, async () => {
        const tz: Record<string, string> = 'tz' in fields ? { tz: 'UTC' } : {};
        const all = await get(tz);
        const day = dayOf(all.items[0]?.[dateProperty]);
        expectThat(day, 'the list is empty: no day to filter on');
        const complete = all.total === undefined || all.total === all.items.length;
        const only = await get({ ...tz, from: day, to: day });
        const outside = only.items.filter((item) => dayOf(item[dateProperty]) !== day);
        expectThat(outside.length === 0, `from=to=${day} returned ${outside.length} rows of other days`);
        const expected = all.items.filter((item) => dayOf(item[dateProperty]) === day).length;
        if (complete)
          expectThat(
            (only.total ?? only.items.length) === expected,
            `from=to=${day} returned ${only.total ?? only.items.length} rows, the list has ${expected} on that day`,
          );
        const next = new Date(Date.parse(day) + dayMs).toISOString().slice(0, 10);
        const later = await get({ ...tz, from: next });
        const early = later.items.filter((item) => dayOf(item[dateProperty]) < next);
        expectThat(early.length === 0, `from=${next} returned ${early.length} rows before it`);
      });
    }
  }
}

const filterCheck = (kit: Kit, route: Route, name: string, run: () => Promise<void>) =>
  kit.check('filters', route, name, run);
