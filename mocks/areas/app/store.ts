import type { SignIn } from '@octoss/contract/session';
import type { Row } from '../../db';
import type { MockEnv } from '../../mock-env';
import { notFound } from '../../shared/http-error';
import { maxSessionsPerUser, withOneMoreFailure } from './rules';

/** The data set's one user and their bearer-token sessions. */

/** How long a token works: 30 days from its sign-in. */
export const sessionLifetimeMs = 30 * 24 * 60 * 60 * 1000;

/**
 * The one-time code the mock accepts for its data set's user: it mails nothing, so the code is
 * fixed. A real backend mails a fresh code (or signs in another way) and keeps the token answer.
 */
export const mockSignInCode = '000000';

export function currentUser(env: MockEnv) {
  const user = env.db.user.findFirst({ where: {} });
  if (!user) throw notFound('No user in this data set');
  return user;
}

export function updateUser(env: MockEnv, userId: string, data: Partial<Pick<Row<'user'>, 'tier' | 'oCTOSSPoints'>>) {
  return env.db.user.update({ where: { id: { equals: userId } }, data });
}

/** What signs the data set's user in: their email and the mock's fixed code. */
export function signInOf(env: MockEnv): SignIn {
  return { email: currentUser(env).email, code: mockSignInCode };
}

/** The bearer token of a request (`Authorization: Bearer <token>`), if it has one. */
export function bearerTokenOf(request: Request): string | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.get('Authorization') ?? '');
  return match?.[1];
}

/** The request's session when its token is known and not expired. */
export function sessionOf(env: MockEnv, request: Request) {
  const token = bearerTokenOf(request);
  if (!token) return undefined;
  const session = env.db.session.findFirst({ where: { token: { equals: token } } });
  return session && session.expiresAt > env.now() ? session : undefined;
}

/** 64 hex characters from the platform's random source: a token nobody can guess. */
function randomToken(): string {
  return [...crypto.getRandomValues(new Uint8Array(32))].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Starts a session of the data set's user: what the sign-in route stores and answers. */
export function startSession(env: MockEnv, token = randomToken()) {
  const now = env.now();
  const userId = currentUser(env).id;
  // Expired sessions go when a new one comes, and the oldest beyond the cap: the table does not
  // grow with every sign-in.
  env.db.session.deleteMany({ where: { expiresAt: { lte: now } } });
  const kept = env.db.session
    .findMany({ where: { userId: { equals: userId } } })
    .sort((a, b) => b.createdAt - a.createdAt)
    .slice(maxSessionsPerUser - 1);
  for (const session of kept) endSession(env, session.token);
  return env.db.session.create({ token, userId, createdAt: now, expiresAt: now + sessionLifetimeMs });
}

/** The wrong codes counted for an account (a known email only: unknown ones store nothing). */
export function signInFailuresOf(env: MockEnv, email: string) {
  return env.db.signInFailures.findFirst({ where: { email: { equals: email.toLowerCase() } } });
}

export function recordSignInFailure(env: MockEnv, email: string): void {
  const key = email.toLowerCase();
  const next = withOneMoreFailure(signInFailuresOf(env, key), env.now());
  if (signInFailuresOf(env, key)) env.db.signInFailures.update({ where: { email: { equals: key } }, data: next });
  else env.db.signInFailures.create({ email: key, ...next });
}

export function clearSignInFailures(env: MockEnv, email: string): void {
  env.db.signInFailures.deleteMany({ where: { email: { equals: email.toLowerCase() } } });
}

export function endSession(env: MockEnv, token: string): void {
  env.db.session.delete({ where: { token: { equals: token } } });
}

/** Every session, to carry over a reset of the data set. */
export function allSessions(env: MockEnv) {
  return env.db.session.getAll();
}

export function restoreSessions(env: MockEnv, sessions: readonly Row<'session'>[]): void {
  for (const session of sessions) env.db.session.create(session);
}
