import { profilePath, referralTierBonus } from '@/domain/referral';
import { notFound } from '../http-error';
import { implement } from '../http/implement';
import { pageOf } from '../paging';
import { allExchanges } from '../store/catalogue';
import { referralProfileOf, referredFriendsOf } from '../store/referral';
import { currentUser } from '../store/session';
import { referralFigures, referralLink } from '../views/referral';

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
