import { notFound } from '../http-error';
import { implement } from '../http/implement';
import { payoutsOf } from '../store/payouts';
import { proofMetrics } from '../store/proof';
import { reconciliationsOfUser } from '../store/reconciliations';
import { referralProfileByCode } from '../store/referral';
import { publicProfileView } from '../views/profiles';

export const profiles = implement('profiles', {
  getProfile: ({ env, params }) => {
    const profile = referralProfileByCode(env, params.code);
    if (!profile) throw notFound('No profile for this code');
    const claims = payoutsOf(env, profile.userId, 'COMPLETED').length;
    return publicProfileView(profile, reconciliationsOfUser(env, profile.userId), claims, proofMetrics(env));
  },
});
