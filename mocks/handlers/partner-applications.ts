import { routes } from '@/api/contract/routes';
import { betaBoostPercent } from '@/domain/deals';
import type { MockEnv } from '../env';
import { toIso } from '../convert';
import { routeHandler } from './route';

export const partnerApplicationsHandlers = (env: MockEnv) => [
  routeHandler(routes.createPartnerApplication, env, ({ body }) => {
    const receivedAt = env.now();
    const application = env.db.partnerApplication.create({ id: `app-${crypto.randomUUID()}`, receivedAt, payload: JSON.stringify(body) });
    return { id: application.id, receivedAt: toIso(receivedAt), betaBoostPercent };
  }),
];
