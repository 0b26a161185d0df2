import { z } from 'zod';
import type { RouteDef } from '@octoss/contract/route';
import { expectError } from '../answers';
import { readsOf, type CheckDef } from '../check';
import { allRoutes, endpointOf, paramsOf, type Route } from '../contract';
import { brief } from '../http';
import { expectThat, Mismatch } from '../report';
import { idempotencyKey, unknownId } from '../samples';

const methods = ['get', 'post', 'put', 'patch', 'delete'] as const;
const precedence = 'Which error wins';

/** A request that must do nothing takes no write lock: a server that did something anyway fails this check. */
const locksOf = (route: Route) => ({ read: route.method === 'get' ? readsOf(route.name) : [], write: [] });

const unknownRoute: Route = {
  group: 'meta',
  method: 'get',
  path: '/api/*',
  summary: 'any path the table does not have',
  response: z.unknown(),
  errors: [404],
  name: 'getOpenApi',
};

/**
 * Error answers: an unknown id is a 404 not_found; a method the path does not have is a 405 with
 * Allow (also without a token: the path comes first); an unknown path a 404; and the order of the
 * guide's "Which error wins": no token beats a bad body, a bad body beats an unknown id.
 */
export function errorsChecks(): CheckDef[] {
  const checks: CheckDef[] = [];
  for (const route of allRoutes) {
    const base = { group: 'errors' as const, route, locks: locksOf(route) };
    if (paramsOf(route.path).length && route.errors.includes(404))
      checks.push({
        ...base,
        name: 'an unknown id is a 404 not_found',
        rule: precedence,
        wants: ['exchanges'],
        async run(kit) {
          const path = route.path.replace(/\{\w+\}/g, () => unknownId());
          const body = route.body ? kit.sample(route)?.[0] : undefined;
          expectError(
            route,
            await kit.send(route.method, path, { body, headers: route.idempotent ? idempotencyKey() : {} }),
            {
              status: 404,
              code: 'not_found',
            },
          );
        },
      });
    if (route.method !== 'get' && route.body && !route.public)
      checks.push({
        ...base,
        name: 'without a token and with a bad body it is a 401 (the token comes first)',
        rule: precedence,
        async run(kit) {
          const sent = await kit.signedOut(route.method, kit.anyPath(route), {
            body: ['not', 'an', 'object'],
            headers: route.idempotent ? idempotencyKey() : {},
          });
          expectError(route, sent, { status: 401, code: 'unauthorized' });
        },
      });
    if (route.method !== 'get' && route.body && paramsOf(route.path).length)
      checks.push({
        ...base,
        name: 'an unknown id with a bad body is a 400 (the request is checked before anything is looked up)',
        rule: precedence,
        async run(kit) {
          const path = route.path.replace(/\{\w+\}/g, () => unknownId());
          const sent = await kit.send(route.method, path, {
            body: { conformanceUnknown: true },
            headers: route.idempotent ? idempotencyKey() : {},
          });
          expectError(route, sent, { status: 400, code: 'validation' });
        },
      });
  }
  for (const path of [...new Set(allRoutes.map((route) => route.path))]) {
    const declared = allRoutes.filter((route) => route.path === path);
    const other = methods.find((method) => !declared.some((route) => route.method === method));
    if (!other) continue;
    const route = declared[0]!;
    checks.push({
      group: 'errors',
      route,
      name: `${other.toUpperCase()} is a 405 with Allow, also without a token`,
      rule: precedence,
      wants: path.includes('{') ? ['ids'] : [],
      locks: { read: readsOf(route.name), write: [] },
      async run(kit) {
        const target = kit.anyPath(route);
        const sent = await kit.send(other, target);
        const as405: RouteDef = { ...route, errors: [405] };
        expectError(as405, sent, { status: 405, code: 'method_not_allowed' });
        const allow = (sent.headers.get('Allow') ?? '').split(',').map((method) => method.trim().toLowerCase());
        const missing = declared.filter((row) => !allow.includes(row.method)).map((row) => row.method.toUpperCase());
        if (missing.length)
          throw new Mismatch(
            `expected Allow to list ${declared.map((row) => row.method.toUpperCase()).join(', ')}, got "${sent.headers.get('Allow')}"`,
          );
        const signedOut = await kit.signedOut(other, target);
        expectThat(
          signedOut.status === 405,
          `${other.toUpperCase()} ${target} without a token: expected 405 (the path comes before the token), got ${brief(signedOut)}`,
        );
      },
    });
  }
  checks.push({
    group: 'errors',
    route: unknownRoute,
    endpoint: endpointOf(unknownRoute),
    name: 'an unknown path is a 404 not_found, with or without a token',
    rule: precedence,
    locks: { read: [], write: [] },
    async run(kit) {
      expectError(unknownRoute, await kit.send('get', `/api/${unknownId()}`), { status: 404, code: 'not_found' });
      expectError(unknownRoute, await kit.signedOut('post', `/api/${unknownId()}`, { body: {} }), {
        status: 404,
        code: 'not_found',
      });
    },
  });
  return checks;
}
