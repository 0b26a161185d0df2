import { expectError, expectSuccess } from '../answers';
import { allRoutes, endpointOf } from '../contract';
import { idempotencyKey, statusLine, type Kit } from '../kit';
import { expectThat } from '../report';

/**
 * Who may call what (the contract's security: a bearer token, public operations listed in
 * contract/access.ts): every route that needs a user answers a request without a token,
 * or with a token the server never gave, 401 `unauthorized` in the error shape with
 * `WWW-Authenticate: Bearer`; every public route answers without one.
 */
export async function checkAccess(kit: Kit): Promise<void> {
  for (const route of allRoutes) {
    const path = kit.readPath(route) ?? kit.anyPath(route);
    const headers = route.idempotent ? idempotencyKey() : {};
    const body = route.body ? (kit.sample(route)?.[0] ?? {}) : undefined;
    if (!route.public) {
      await kit.check(
        'access',
        route,
        'without a token it is a 401 unauthorized with WWW-Authenticate: Bearer',
        async () => {
          const sent = await kit.signedOut(route.method, path, { body, headers });
          expectError(route, sent, { status: 401, code: 'unauthorized' });
          expectThat(
            /^Bearer\b/i.test(sent.headers.get('WWW-Authenticate') ?? ''),
            `WWW-Authenticate is "${sent.headers.get('WWW-Authenticate')}", not Bearer`,
          );
        },
      );
      await kit.check('access', route, 'with a token the server never gave it is a 401 unauthorized', async () => {
        const sent = await kit.signedOut(route.method, path, {
          body,
          headers: { ...headers, Authorization: `Bearer conformance-unknown-${crypto.randomUUID()}` },
        });
        expectError(route, sent, { status: 401, code: 'unauthorized' });
      });
    } else if (route.method === 'get') {
      await kit.check('access', route, 'it is public: it answers without a token', async () => {
        const sent = await kit.signedOut('get', path);
        if (kit.realPath(route)) expectSuccess(route, sent);
        else expectThat(sent.status !== 401, `${endpointOf(route)} without a token: ${statusLine(sent)}`);
      });
    } else {
      // A public write is called with an empty body: whatever it says of it (a 400), it is no 401.
      await kit.check('access', route, 'it is public: it answers without a token', async () => {
        const sent = await kit.signedOut(route.method, path, { body: {}, headers });
        expectThat(sent.status !== 401, `${endpointOf(route)} without a token: ${statusLine(sent)}`);
      });
    }
  }
}
