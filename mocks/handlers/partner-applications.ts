import { routes } from '@/api/contract/routes';
import { betaBoostPercent } from '@/domain/deals';
import type { MockEnv } from '../env';
import { toIso } from '../convert';
import { routeHandler } from '../http/route';
import { createPartnerApplication } from '../store/partner-applications';

export const partnerApplicationsHandlers = (env: MockEnv) => [
  routeHandler(routes.createPartnerApplication, env, ({ body }) => {
    const application = createPartnerApplication(env, body);
    return { id: application.id, receivedAt: toIso(application.receivedAt), betaBoostPercent };
  }),
];
