import { z } from 'zod';
import type { RouteDef } from '@octoss/contract/route';
import { expectError } from '../answers';
import { allRoutes, paramsOf, queryAccepts, queryFields, type Route } from '../contract';
import { idempotencyKey, unknownId, type Kit } from '../kit';
import { expectThat, Mismatch } from '../report';

const badValues = ['NOT_A_VALUE', '0', '-1', '2026-13-45', 'perhaps', 'x'.repeat(300)];

/** A query value the route's own query schema refuses, or none when every value is fine. */
function badQuery(route: Route): [string, string] | undefined {
  for (const field of Object.keys(queryFields(route))) {
    const value = badValues.find((candidate) => !queryAccepts(route, { [field]: candidate }));
    if (value !== undefined) return [field, value];
  }
  return undefined;
}

const methods = ['get', 'post', 'put', 'patch', 'delete'] as const;

/**
 * Error answers: a query the contract refuses is a 400 naming the field; an unknown id is a 404
 * not_found; a method the path does not have is a 405 with Allow; an unknown path a 404. Each
 * in the error shape with a code the route documents.
 */
export async function checkErrors(kit: Kit): Promise<void> {
  for (const route of allRoutes) {
    const bad = route.method === 'get' ? badQuery(route) : undefined;
    if (bad) {
      const [field, value] = bad;
      await kit.check('errors', route, `?${field}=${value.slice(0, 20)} is a 400 naming ${field}`, async () => {
        const sent = await kit.send('get', `${kit.anyPath(route)}?${new URLSearchParams({ [field]: value })}`);
        expectError(route, sent, { status: 400, code: 'validation' });
        expectThat(
          (sent.body as { fieldErrors?: Record<string, unknown> }).fieldErrors?.[field],
          `fieldErrors does not name ${field}: ${sent.text.slice(0, 200)}`,
        );
      });
    }
    if (paramsOf(route.path).length && route.errors.includes(404)) {
      await kit.check('errors', route, 'an unknown id is a 404 not_found', async () => {
        const path = route.path.replace(/\{\w+\}/g, () => unknownId());
        const body = route.body ? kit.sample(route)?.[0] : undefined;
        expectError(
          route,
          await kit.send(route.method, path, { body, headers: route.idempotent ? idempotencyKey() : {} }),
          { status: 404, code: 'not_found' },
        );
      });
    }
  }
  for (const path of [...new Set(allRoutes.map((route) => route.path))]) {
    const declared = allRoutes.filter((route) => route.path === path);
    const other = methods.find((method) => !declared.some((route) => route.method === method));
    if (!other) continue;
    await kit.check('errors', declared[0]!, `${other.toUpperCase()} is a 405 with Allow`, async () => {
      const sent = await kit.send(other, kit.anyPath(declared[0]!));
      expectError({ ...declared[0]!, errors: [405] }, sent, { status: 405, code: 'method_not_allowed' });
      const allow = (sent.headers.get('Allow') ?? '').split(',').map((method) => method.trim().toLowerCase());
      const missing = declared
        .filter((route) => !allow.includes(route.method))
        .map((route) => route.method.toUpperCase());
      if (missing.length) throw new Mismatch(`Allow "${sent.headers.get('Allow')}" leaves out ${missing.join(', ')}`);
    });
  }
  const unknownRoute: RouteDef = {
    group: 'meta',
    method: 'get',
    path: '/api/*',
    summary: 'any path the table does not have',
    response: z.unknown(),
    errors: [404],
  };
  await kit.check('errors', unknownRoute, 'an unknown path is a 404 not_found', async () => {
    expectError(unknownRoute, await kit.send('get', `/api/${unknownId()}`), { status: 404, code: 'not_found' });
  });
}
