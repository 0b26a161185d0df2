import { toIso } from '../../shared/convert';
import { unauthorized } from '../../shared/http-error';
import { implement } from '../../http/implement';
import { bearerTokenOf, currentUser, endSession, mockSignInCode, startSession } from './store';
import { meView } from './views';

export const session = implement('session', {
  getMe: ({ env }) => meView(currentUser(env)),
});

export const auth = implement('auth', {
  createSession: ({ env, body }) => {
    const user = currentUser(env);
    if (body.email.toLowerCase() !== user.email.toLowerCase() || body.code !== mockSignInCode)
      throw unauthorized('Unknown email or wrong code');
    const session = startSession(env);
    return { token: session.token, expiresAt: toIso(session.expiresAt) };
  },
  deleteSession: ({ env, request }) => {
    const token = bearerTokenOf(request);
    if (token) endSession(env, token);
    return null;
  },
});

/** The committed openapi.json (npm run contract), loaded only when asked for. */
export const meta = implement('meta', {
  getOpenApi: async () => (await import('../../../openapi.json')).default,
});
