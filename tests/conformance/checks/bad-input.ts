import { expectError } from '../answers';
import { allRoutes, type Route } from '../contract';
import { changedReads, idempotencyKey, type Kit } from '../kit';
import type { SendInit } from '../http';
import { expectThat } from '../report';

type BadRequest = { name: string; init: SendInit; status: number | 'client'; key?: boolean };

/** A representative set of bad requests for a write, derived from its body schema (what it refuses). */
function badRequestsFor(route: Route, sample: unknown): BadRequest[] {
  const cases: BadRequest[] = [];
  const refuses = (body: unknown) => !route.body || !route.body.safeParse(body).success;
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
      init: { body: { ...(typeof sample === 'object' ? sample : {}), conformanceUnknown: true } },
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
        rawBody: JSON.stringify({ ...(typeof sample === 'object' ? sample : {}), padding: 'x'.repeat(17_000) }),
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
 * the reads the write could change answer exactly as before. With an id the kit could not find,
 * any documented 4xx will do (the server may look the id up first).
 */
export async function checkBadInput(kit: Kit): Promise<void> {
  for (const route of allRoutes.filter((row) => row.method !== 'get')) {
    const realPath = kit.realPath(route);
    const path = kit.anyPath(route);
    const before = await kit.stateFor(route);
    for (const bad of badRequestsFor(route, kit.sample(route)?.[0])) {
      await kit.check('bad-input', route, bad.name, async () => {
        const headers = { ...(route.idempotent && bad.key !== false ? idempotencyKey() : {}), ...bad.init.headers };
        expectError(route, await kit.send(route.method, path, { ...bad.init, headers }), {
          status: realPath ? bad.status : 'client',
        });
      });
    }
    await kit.check('bad-input', route, 'bad input changed nothing', async () => {
      const changed = changedReads(before, await kit.stateFor(route));
      expectThat(changed.length === 0, `these reads answer differently after the bad requests: ${changed.join(', ')}`);
    });
  }
}
