import { routes } from '@/api/contract/routes';
import type { MockEnv } from '../env';
import { toIso } from '../convert';
import { notFound } from '../http-error';
import { routeHandler } from './route';

export function currentUser(env: MockEnv) {
  const user = env.db.user.findFirst({ where: {} });
  if (!user) throw notFound('No user in this data set');
  return user;
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
      signedIn: false,
    };
  }),
];
