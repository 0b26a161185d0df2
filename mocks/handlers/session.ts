import { routes } from '@/api/contract/routes';
import type { MockEnv } from '../env';
import { toIso } from '../convert';
import { unauthorized } from '../http-error';
import { routeHandler } from '../http/route';
import { bearerTokenOf, currentUser, endSession, mockSignInCode, startSession } from '../store/session';
import { meView } from '../views/session';

export const sessionHandlers = (env: MockEnv) => [
  routeHandler(routes.getMe, env, () => meView(currentUser(env))),
  routeHandler(routes.createSession, env, ({ body }) => {
    const user = currentUser(env);
    if (body.email.toLowerCase() !== user.email.toLowerCase() || body.code !== mockSignInCode)
      throw unauthorized('Unknown email or wrong code');
    const session = startSession(env);
    return { token: session.token, expiresAt: toIso(session.expiresAt) };
  }),
  routeHandler(routes.deleteSession, env, ({ request }) => {
    const token = bearerTokenOf(request);
    if (token) endSession(env, token);
    return null;
  }),
];
