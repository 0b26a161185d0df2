import { expectError, expectSuccess } from '../answers';
import { readsOf, wantsFor, type CheckDef } from '../check';
import { allRoutes, endpointOf, type Route } from '../contract';
import { brief } from '../http';
import type { Kit } from '../kit';
import { expectThat } from '../report';
import { idempotencyKey } from '../samples';

const rule = 'Accounts, sign-in and codes';

/** A request that must do nothing takes no write lock: a server that did something anyway fails this check. */
const locksOf = (route: Route) => ({ read: route.method === 'get' ? readsOf(route.name) : [], write: [] });

function requestOf(kit: Kit, route: Route) {
  const path = route.method === 'get' ? (kit.readPath(route) ?? kit.anyPath(route)) : kit.anyPath(route);
  const headers = route.idempotent ? idempotencyKey() : {};
  const body = route.body ? (kit.sample(route)?.[0] ?? {}) : undefined;
  return { path, init: { body, headers } };
}

/**
 * Who may call what (contract/access.ts): every route that needs a user answers a request without a
 * token, or with a token the server never gave, 401 `unauthorized` in the error shape with
 * `WWW-Authenticate: Bearer`, before it does anything; every public route answers without one.
 */
export function accessChecks(): CheckDef[] {
  return allRoutes.flatMap((route): CheckDef[] => {
    const base = { group: 'access' as const, route, rule, locks: locksOf(route) };
    if (!route.public)
      return [
        {
          ...base,
          name: 'without a token it is a 401 unauthorized with WWW-Authenticate: Bearer',
          async run(kit) {
            const { path, init } = requestOf(kit, route);
            const sent = await kit.signedOut(route.method, path, init);
            expectError(route, sent, { status: 401, code: 'unauthorized' });
            expectThat(
              /^Bearer\b/i.test(sent.headers.get('WWW-Authenticate') ?? ''),
              `expected WWW-Authenticate: Bearer, got ${sent.headers.get('WWW-Authenticate')}`,
            );
          },
        },
        {
          ...base,
          name: 'with a token the server never gave it is a 401 unauthorized',
          async run(kit) {
            const { path, init } = requestOf(kit, route);
            const sent = await kit.raw(route.method, path, {
              ...init,
              token: `conformance-unknown-${crypto.randomUUID()}`,
            });
            expectError(route, sent, { status: 401, code: 'unauthorized' });
          },
        },
      ];
    return [
      {
        ...base,
        name: 'it is public: it answers without a token',
        wants: route.method === 'get' ? wantsFor(route) : [],
        async run(kit) {
          if (route.method === 'get') {
            const sent = await kit.signedOut('get', kit.readPath(route) ?? kit.anyPath(route));
            if (kit.realPath(route)) expectSuccess(route, sent);
            else
              expectThat(
                sent.status !== 401,
                `${endpointOf(route)} without a token: expected no 401, got ${brief(sent)}`,
              );
            return;
          }
          // A public write is called with an empty body: whatever it says of it (a 400), it is no 401.
          const sent = await kit.signedOut(route.method, kit.anyPath(route), { body: {} });
          expectThat(sent.status !== 401, `${endpointOf(route)} without a token: expected no 401, got ${brief(sent)}`);
        },
      },
    ];
  });
}
