import { profilePath, referralTierBonus } from '@/domain/referral';
import { notFound } from '../../shared/http-error';
import { implement } from '../../http/implement';
import { pageOf } from '../../shared/paging';
import { allExchanges } from '../payback';
import { referralProfileOf, referredFriendsOf, referralProfileByCode } from './store';
import { currentUser } from '../app';
import { referralFigures, referralLink, publicProfileView } from './views';
import { payoutsOf } from '../payouts';
import { proofMetrics, reconciliationsOfUser } from '../trustboard';

export const referral = implement('referral', {
  getReferral: ({ env }) => {
    const user = currentUser(env);
    const profile = referralProfileOf(env, user.id);
    if (!profile) throw notFound('No referral profile for this user');
    const figures = referralFigures(referredFriendsOf(env, user.id), env.now());
    return {
      code: profile.code,
      link: referralLink(profile.code),
      libUrl: profilePath(profile.code),
      funnel7d: { clicks: profile.clicks7d, signups: figures.signups7d, active: figures.active7d },
      stats: {
        totalReferrals: figures.total,
        activeReferrals: figures.active7d,
        earnedUsdt: profile.earnedUsdt,
        pendingUsdt: profile.pendingUsdt,
      },
      recentReferrals: figures.recent,
    };
  },
  listReferralRates: ({ env, query }) =>
    pageOf(allExchanges(env), query, (exchange) => ({
      exchange: exchange.id,
      exchangeName: exchange.name,
      baseRate: Math.round(exchange.referralRate * 100),
      silverBonus: referralTierBonus.Silver,
      goldBonus: referralTierBonus.Gold,
      platinumBonus: referralTierBonus.Platinum,
    })),
});

export const profiles = implement('profiles', {
  getProfile: ({ env, params }) => {
    const profile = referralProfileByCode(env, params.code);
    if (!profile) throw notFound('No profile for this code');
    const claims = payoutsOf(env, profile.userId, 'COMPLETED').length;
    return publicProfileView(profile, reconciliationsOfUser(env, profile.userId), claims, proofMetrics(env));
  },
});
