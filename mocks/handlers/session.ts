import { routes } from '@/api/contract/routes';
import type { TierName } from '@/api/contract/common';
import { nextTier, tierProgressPercent } from '../rules/tiers';
import type { SignIn } from '@/api/contract/session';
import type { MockEnv } from '../env';
import { toIso } from '../convert';
import { notFound, unauthorized } from '../http-error';
import { routeHandler } from './route';

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

/** The user's progress toward the next tier: the session and the Dashboard answer this one figure. */
export function tierProgress(points: number, tier: TierName) {
  return { nextTier: nextTier(tier)?.tier ?? null, nextTierPct: tierProgressPercent(points, tier) };
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
  // Expired sessions go when a new one comes: the table does not grow with every visit.
  env.db.session.deleteMany({ where: { expiresAt: { lte: now } } });
  return env.db.session.create({ token, userId: currentUser(env).id, createdAt: now, expiresAt: now + sessionLifetimeMs });
}

export const sessionHandlers = (env: MockEnv) => [
  routeHandler(routes.getMe, env, () => {
    const user = currentUser(env);
    return {
      id: user.id,
      email: user.email,
      tier: user.tier,
      oCTOSSPoints: user.oCTOSSPoints,
      createdAt: toIso(user.createdAt),
      signedIn: true,
      ...tierProgress(user.oCTOSSPoints, user.tier),
    };
  }),
  routeHandler(routes.createSession, env, ({ body }) => {
    const user = currentUser(env);
    if (body.email.toLowerCase() !== user.email.toLowerCase() || body.code !== mockSignInCode) throw unauthorized('Unknown email or wrong code');
    const session = startSession(env);
    return { token: session.token, expiresAt: toIso(session.expiresAt) };
  }),
  routeHandler(routes.deleteSession, env, ({ request }) => {
    const token = bearerTokenOf(request);
    if (token) env.db.session.delete({ where: { token: { equals: token } } });
    return null;
  }),
];
