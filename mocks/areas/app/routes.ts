import { toIso } from '../../shared/convert';
import { tooManyRequests, unauthorized } from '../../shared/http-error';
import { implement } from '../../http/implement';
import { committedOpenApi } from '../../openapi/committed';
import { signInLockedFor } from './rules';
import {
  bearerTokenOf,
  clearSignInFailures,
  currentUser,
  endSession,
  mockSignInCode,
  recordSignInFailure,
  signInFailuresOf,
  startSession,
} from './store';
import { meView } from './views';

export const session = implement('session', {
  getMe: ({ env }) => meView(currentUser(env)),
});

export const auth = implement('auth', {
  createSession: ({ env, body }) => {
    const user = currentUser(env);
    if (body.email.toLowerCase() !== user.email.toLowerCase()) throw unauthorized('Unknown email or wrong code');
    const lockedFor = signInLockedFor(signInFailuresOf(env, user.email), env.now());
    if (lockedFor !== undefined)
      throw tooManyRequests(
        `Too many wrong codes for this account: try again in ${Math.ceil(lockedFor / 60)} min`,
        lockedFor,
      );
    if (body.code !== mockSignInCode) {
      recordSignInFailure(env, user.email);
      // Kept though the request fails: a failed request's changes are undone, but not the count of wrong codes.
      env.keepChanges();
      throw unauthorized('Unknown email or wrong code');
    }
    clearSignInFailures(env, user.email);
    const session = startSession(env);
    return { token: session.token, expiresAt: toIso(session.expiresAt) };
  },
  deleteSession: ({ env, request }) => {
    const token = bearerTokenOf(request);
    if (token) endSession(env, token);
    return null;
  },
});

export const meta = implement('meta', { getOpenApi: committedOpenApi });
