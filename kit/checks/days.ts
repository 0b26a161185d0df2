import { exportColumns, exportDateColumn } from '@octoss/contract/rules';
import { dayIn } from '@octoss/contract/time';
import { expectSuccess } from '../answers';
import { readsOf, type CheckDef } from '../check';
import { allRoutes, isRecord, listItem, queryFields, type Route } from '../contract';
import { parseCsv } from '../csv';
import type { Kit } from '../kit';
import { expectThat, skipUnless } from '../report';
import { dateProperty } from './filters';

const rule = 'Lists, filters, sorting and days';

/** Zones far from UTC on both sides (no daylight saving): at any hour one of them is on another day than UTC. */
export const farZones = ['Pacific/Kiritimati', 'Pacific/Pago_Pago'] as const;

const dayBefore = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);

/** The list a period read is about: the summary's and an export's rows are its rows. */
function sourceOf(route: Route): Route | undefined {
  if (listItem(route) && dateProperty(route)) return route;
  const name = route.path.match(/\/api\/exports\/(\w+)\.csv$/)?.[1];
  const path = name ? `/api/${name}` : route.path.replace(/\/summary$/, '');
  return allRoutes.find((row) => row.method === 'get' && row.path === path && listItem(row) && dateProperty(row));
}

type Row = Record<string, unknown>;

/** The rows (ids) or counts a read answers for a period, to compare with what the source list says. */
async function answerFor(
  kit: Kit,
  route: Route,
  query: Record<string, string>,
): Promise<{ ids?: string[]; counts?: Record<string, number> }> {
  if (route.produces === 'text/csv') {
    const sent = await kit.send('get', `${route.path}?${new URLSearchParams(query)}`);
    expectSuccess(route, sent);
    const [header = [], ...lines] = parseCsv(sent.text);
    const columns = exportColumns[route.path as keyof typeof exportColumns] as readonly string[] | undefined;
    const idColumn = header.indexOf('id');
    expectThat(
      idColumn >= 0,
      `GET ${route.path}: the header line has no id column (${header.join(',')}; expected ${columns?.join(',')})`,
    );
    return { ids: lines.map((line) => line[idColumn] ?? '') };
  }
  if (listItem(route)) return { ids: (await kit.readAll(route, query)).map((row) => String(row.id)) };
  const sent = await kit.send('get', `${route.path}?${new URLSearchParams(query)}`);
  expectSuccess(route, sent);
  const counts = isRecord(sent.body) && isRecord(sent.body.counts) ? sent.body.counts : {};
  return { counts: Object.fromEntries(Object.entries(counts).map(([state, count]) => [state, Number(count)])) };
}

/** The counts a summary should give for these rows: by `state`, lower-cased. */
const countsOf = (rows: Row[], states: string[]) =>
  Object.fromEntries(
    states.map((state) => [state, rows.filter((row) => String(row.state).toLowerCase() === state).length]),
  );

/**
 * "A day" is the reader's day: for every read with a period and `tz` (the reconciliation list, its
 * summary, the CSV exports), `from=to=D&tz=Z` in a zone far from UTC returns exactly the rows
 * whose local date in Z is D, as `Intl.DateTimeFormat` computes it, and `to=D` the rows up to that
 * local date; the day before the first row's is empty of them.
 */
export function daysChecks(): CheckDef[] {
  return allRoutes
    .filter((route) => route.method === 'get' && 'tz' in queryFields(route) && sourceOf(route))
    .map((route): CheckDef => {
      const source = sourceOf(route)!;
      const date = dateProperty(source)!;
      const csvDate = exportDateColumn[route.path as keyof typeof exportDateColumn];
      return {
        group: 'days',
        route,
        name: `from/to with tz=${farZones.join(' and ')} return exactly the rows of the reader's days`,
        rule,
        uses: [source.name],
        needs: ['fees', 'claims'],
        locks: { read: readsOf(route.name, source.name), write: [] },
        async run(kit) {
          const all = await kit.readAll(source);
          skipUnless(all.length, `${source.path} is empty: no day to filter on`);
          const at = (row: Row) => Date.parse(String(row[date]));
          for (const zone of farZones) {
            const days = [...new Set(all.map((row) => dayIn(at(row), zone)))].sort();
            const asked = [...days.slice(-3), dayBefore(days[0]!)];
            for (const day of asked) {
              const expected = all.filter((row) => dayIn(at(row), zone) === day);
              const answer = await answerFor(kit, route, { from: day, to: day, tz: zone });
              const what = `from=to=${day}&tz=${zone}${csvDate ? ` (by ${csvDate})` : ''}`;
              if (answer.ids) {
                const want = expected.map((row) => String(row.id)).sort();
                const got = [...answer.ids].sort();
                expectThat(
                  want.join() === got.join(),
                  `${what}: expected the ${want.length} rows whose local date in ${zone} is ${day}, got ${got.length}${got.length && want.length ? '' : ''} (UTC dates of the rows: ${[...new Set(all.map((row) => String(row[date]).slice(0, 10)))].join(', ')})`,
                );
              } else {
                const want = countsOf(expected, Object.keys(answer.counts ?? {}));
                expectThat(
                  JSON.stringify(want) === JSON.stringify(answer.counts),
                  `${what}: expected counts ${JSON.stringify(want)} (the rows whose local date in ${zone} is ${day}), got ${JSON.stringify(answer.counts)}`,
                );
              }
            }
            const last = days[days.length - 1]!;
            const upTo = await answerFor(kit, route, { to: days[0]!, tz: zone });
            const expectedUpTo = all.filter((row) => dayIn(at(row), zone) <= days[0]!);
            if (upTo.ids)
              expectThat(
                upTo.ids.length === expectedUpTo.length,
                `to=${days[0]}&tz=${zone}: expected ${expectedUpTo.length} rows up to that local date, got ${upTo.ids.length} (the last local day is ${last})`,
              );
          }
        },
      };
    });
}
