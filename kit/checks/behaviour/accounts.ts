import { routes } from '@octoss/contract/routes';
import { expectError, expectSuccess } from '../../answers';
import type { CheckDef } from '../../check';
import { isRecord, route } from '../../contract';
import { brief } from '../../http';
import type { Kit } from '../../kit';
import { expectThat, skipUnless } from '../../report';

const rule = 'Accounts, sign-in and codes';
const dayMs = 86_400_000;

async function signIn(kit: Kit): Promise<string> {
  const sent = await kit.signedOut('post', routes.createSession.path, { body: kit.options.signIn });
  expectSuccess(routes.createSession, sent);
  return (sent.body as { token: string }).token;
}

const noToken = (kit: Kit) =>
  skipUnless(!kit.options.token, 'the kit was given a token (--token): it does not sign in');

/** Sign-in answers a working token (and a wrong code none); sign-out stops that token at once and no other. */
export function accountChecks(): CheckDef[] {
  return [
    {
      group: 'behaviour',
      route: route('createSession'),
      name: 'a sign-in answers a token that works for 30 days; a wrong code is a 401',
      rule,
      uses: ['getMe'],
      locks: { read: ['session'], write: [] },
      async run(kit) {
        noToken(kit);
        const sent = await kit.signedOut('post', routes.createSession.path, { body: kit.options.signIn });
        expectSuccess(routes.createSession, sent);
        const { token, expiresAt } = sent.body as { token: string; expiresAt: string };
        const lifetime = Date.parse(expiresAt) - sent.at;
        expectThat(
          lifetime > 29 * dayMs && lifetime < 31 * dayMs,
          `expected expiresAt 30 days ahead, got ${expiresAt}`,
        );
        const me = await kit.send('get', routes.getMe.path, { token });
        expectSuccess(routes.getMe, me);
        const body = me.body as { signedIn: boolean; email: string };
        expectThat(
          body.signedIn === true,
          `GET /api/me with the new token: expected signedIn true, got ${brief(me, 120)}`,
        );
        expectThat(
          body.email.toLowerCase() === kit.options.signIn.email.toLowerCase(),
          `GET /api/me with the new token: expected ${kit.options.signIn.email}, got ${body.email}`,
        );
        const wrong = String((Number(kit.options.signIn.code) + 1) % 1_000_000).padStart(6, '0');
        expectError(
          route('createSession'),
          await kit.signedOut('post', routes.createSession.path, { body: { ...kit.options.signIn, code: wrong } }),
          {
            status: 401,
            code: 'unauthorized',
          },
        );
        await kit.send('delete', routes.deleteSession.path, { token });
      },
    },
    {
      group: 'behaviour',
      route: route('deleteSession'),
      name: 'a sign-out stops its token at once (a 401 after); other tokens keep working',
      rule,
      uses: ['createSession', 'getMe'],
      locks: { read: ['session'], write: [] },
      async run(kit) {
        noToken(kit);
        const [first, second] = [await signIn(kit), await signIn(kit)];
        expectThat(first !== second, 'expected two sign-ins to answer two tokens, got the same one');
        const out = await kit.send('delete', routes.deleteSession.path, { token: first });
        expectSuccess(routes.deleteSession, out);
        const after = await kit.send('get', routes.getMe.path, { token: first });
        expectError(route('getMe'), after, { status: 401, code: 'unauthorized' });
        expectError(route('deleteSession'), await kit.send('delete', routes.deleteSession.path, { token: first }), {
          status: 401,
          code: 'unauthorized',
        });
        const other = await kit.send('get', routes.getMe.path, { token: second });
        expectThat(
          other.status === 200 && isRecord(other.body),
          `expected the other token to keep working, got ${brief(other)} from GET /api/me`,
        );
        await kit.send('delete', routes.deleteSession.path, { token: second });
      },
    },
  ];
}
