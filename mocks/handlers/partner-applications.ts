import { betaBoostPercent } from '@/domain/deals';
import { toIso } from '../convert';
import { implement } from '../http/implement';
import { createPartnerApplication } from '../store/partner-applications';

export const partnerApplications = implement('partner-applications', {
  createPartnerApplication: ({ env, body }) => {
    const application = createPartnerApplication(env, body);
    return { id: application.id, receivedAt: toIso(application.receivedAt), betaBoostPercent };
  },
});
