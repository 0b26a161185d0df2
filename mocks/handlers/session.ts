import { toIso } from '../convert';
import { unauthorized } from '../http-error';
import { implement } from '../http/implement';
import { bearerTokenOf, currentUser, endSession, mockSignInCode, startSession } from '../store/session';
import { meView } from '../views/session';

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
