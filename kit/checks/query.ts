import { z } from 'zod';
import { expectError } from '../answers';
import { readsOf, type CheckDef } from '../check';
import { allRoutes, queryAccepts, queryFields, unwrap, type Route } from '../contract';
import { expectThat } from '../report';

const rule = 'Lists, filters, sorting and days';

/** Values a field of this kind should refuse; the route's own schema has the last word (only refused ones are sent). */
function candidates(field: string, schema: z.ZodType): string[] {
  const inner = unwrap(schema);
  const values = ['', ' ', 'x'.repeat(300)];
  if (inner instanceof z.ZodEnum) {
    const first = String(inner.options[0]);
    values.push(
      'NOT_A_VALUE',
      first.toLowerCase(),
      first.toUpperCase(),
      `${first} `,
      `${first},${first}`,
      `+${first}`,
      `--${first}`,
    );
  }
  if (inner instanceof z.ZodPipe || inner instanceof z.ZodNumber || /page/i.test(field))
    values.push('abc', '1.5', '-1', '0', '1e3', '99999999999999999999', '0x10');
  if (inner instanceof z.ZodISODate || ['from', 'to'].includes(field))
    values.push('2026-13-45', '2026-02-30', '2026-1-5', 'yesterday', '20261101', '2026-11-01T00:00:00Z');
  if (field === 'tz') values.push('Mars/Olympus', '+09:00', 'KST', 'UTC+9', 'Asia/Seoul/', '../etc/passwd');
  values.push('true ', 'yes', '1', 'TRUE', 'null', 'undefined');
  return [...new Set(values)];
}

/** The refused values the kit sends for each field of a route's query. */
export function refusedValues(route: Route): [string, string[]][] {
  return Object.entries(queryFields(route))
    .map(([field, schema]): [string, string[]] => [
      field,
      candidates(field, schema).filter((value) => !queryAccepts(route, { [field]: value })),
    ])
    .filter(([, values]) => values.length > 0);
}

/**
 * Every query field of every read is checked: each value its schema refuses (an unknown enum value,
 * sort or zone, a number out of range, a day that does not exist, a boolean other than true/false,
 * a text above its length) is a 400 validation naming that field, never ignored; and so are a
 * period whose from is after its to, and an export above its longest period.
 */
export function queryChecks(): CheckDef[] {
  return allRoutes
    .filter((route) => route.method === 'get' && route.query)
    .flatMap((route): CheckDef[] => {
      const base = {
        group: 'query' as const,
        route,
        rule,
        wants: route.path.includes('{') ? ['ids' as const] : [],
        locks: { read: readsOf(route.name), write: [] },
      };
      const checks: CheckDef[] = refusedValues(route).map(([field, values]) => ({
        ...base,
        name: `every value ${field} refuses is a 400 naming ${field} (${values.length} values)`,
        async run(kit) {
          const wrong: string[] = [];
          await Promise.all(
            values.map(async (value) => {
              const sent = await kit.send('get', `${kit.anyPath(route)}?${new URLSearchParams({ [field]: value })}`);
              try {
                expectError(route, sent, { status: 400, code: 'validation', field });
              } catch (error) {
                wrong.push(
                  `${field}=${JSON.stringify(value).slice(0, 40)}: ${error instanceof Error ? error.message : String(error)}`,
                );
              }
            }),
          );
          expectThat(
            wrong.length === 0,
            `expected a 400 naming ${field} for each of ${values.length} refused values; ${wrong.length} were not: ${wrong.slice(0, 3).join(' | ')}`,
          );
        },
      }));
      const fields = queryFields(route);
      if ('from' in fields && 'to' in fields)
        checks.push({
          ...base,
          name: 'a period whose from is after its to is a 400 naming from',
          async run(kit) {
            const sent = await kit.send('get', `${kit.anyPath(route)}?from=2026-11-15&to=2026-11-01`);
            expectError(route, sent, { status: 400, code: 'validation', field: 'from' });
          },
        });
      if ('from' in fields && !queryAccepts(route, { from: '2024-01-01', to: '2025-12-31' }))
        checks.push({
          ...base,
          name: 'a period above the longest export is a 400 naming to',
          async run(kit) {
            const sent = await kit.send('get', `${kit.anyPath(route)}?from=2024-01-01&to=2025-12-31`);
            expectError(route, sent, { status: 400, code: 'validation', field: 'to' });
          },
        });
      return checks;
    });
}
