import { expectError } from '../answers';
import { populatedBy, writesOf, type CheckDef } from '../check';
import { allRoutes, type Route } from '../contract';
import type { SendInit } from '../http';
import { expectThat } from '../report';
import { idempotencyKey } from '../samples';

type BadRequest = { name: string; init: SendInit; status: number | 'client'; key?: boolean };

const rule = 'Which error wins';

/** A representative set of bad requests for a write, derived from its body schema (what it refuses). */
function badRequestsFor(route: Route, sample: unknown): BadRequest[] {
  const cases: BadRequest[] = [];
  const refuses = (body: unknown) => !route.body || !route.body.safeParse(body).success;
  const base = typeof sample === 'object' && sample !== null ? sample : {};
  if (!route.body)
    cases.push({
      name: 'a body on a route that takes none is a 400',
      init: { body: { unexpected: true } },
      status: 400,
    });
  else {
    if (refuses(undefined)) cases.push({ name: 'no body is a 400', init: {}, status: 400 });
    cases.push({ name: 'an array body is a 400', init: { body: [sample ?? {}] }, status: 400 });
    cases.push({ name: 'a string body is a 400', init: { body: 'not an object' }, status: 400 });
    cases.push({
      name: 'truncated JSON is a 400',
      init: { rawBody: '{"a":', headers: { 'Content-Type': 'application/json' } },
      status: 400,
    });
    cases.push({
      name: 'an unknown property is a 400',
      init: { body: { ...base, conformanceUnknown: true } },
      status: 400,
    });
    if (sample !== undefined)
      cases.push({
        name: 'a text/plain body is a 415',
        init: { rawBody: JSON.stringify(sample), headers: { 'Content-Type': 'text/plain' } },
        status: 415,
      });
    cases.push({
      name: 'a body above 16 KiB is a 413',
      init: {
        rawBody: JSON.stringify({ ...base, padding: 'x'.repeat(17_000) }),
        headers: { 'Content-Type': 'application/json' },
      },
      status: 413,
    });
  }
  if (route.idempotent)
    cases.push({ name: 'no Idempotency-Key is a 400', init: { body: sample }, status: 400, key: false });
  return cases;
}

/**
 * Bad input over every write: each answers its 4xx in the error shape with a documented code, and
 * the reads the write could change answer as before (by the guide's rules for fields that move
 * with the clock). With an id the kit could not find, any documented 4xx will do.
 */
export function badInputChecks(): CheckDef[] {
  return allRoutes
    .filter((route) => route.method !== 'get')
    .map((route) => ({
      group: 'bad-input',
      route,
      name: 'bad requests answer their 4xx and change nothing',
      rule,
      wants: [
        ...(populatedBy[route.group] ?? []),
        'exchanges',
        ...(route.path.includes('{') ? (['ids'] as const) : []),
      ],
      locks: { read: [], write: writesOf(route.name) },
      async run(kit) {
        const realPath = kit.realPath(route);
        const path = kit.anyPath(route);
        const before = await kit.stateFor(route);
        // Sent at once: none of them may change anything, so their order does not matter.
        const wrong: string[] = [];
        await Promise.all(
          badRequestsFor(route, kit.sample(route)?.[0]).map(async (bad) => {
            const headers = { ...(route.idempotent && bad.key !== false ? idempotencyKey() : {}), ...bad.init.headers };
            try {
              const sent = await kit.send(route.method, path, { ...bad.init, headers });
              expectError(route, sent, { status: realPath ? bad.status : 'client' });
              expectThat(
                sent.headers.get('Cache-Control') === 'no-store',
                `expected Cache-Control: no-store on the ${sent.status}, got ${sent.headers.get('Cache-Control')}`,
              );
            } catch (error) {
              wrong.push(`${bad.name}: ${error instanceof Error ? error.message : String(error)}`);
            }
          }),
        );
        expectThat(wrong.length === 0, wrong.join(' | '));
        const changed = await kit.changedSince(before);
        expectThat(
          changed.length === 0,
          `expected no read to change, but after the bad requests ${changed.join(' | ')}`,
        );
      },
    }));
}
