import type { HttpHandler } from 'msw';
import { routes } from '@/api/contract/routes';
import type { MockEnv } from '../env';
import { routeHandler } from '../http/route';

/** The committed openapi.json (npm run contract), loaded only when asked for. */
export const metaHandlers = (env: MockEnv): HttpHandler[] => [
  routeHandler(routes.getOpenApi, env, async () => (await import('../../openapi.json')).default),
];
