import { routes } from '@/api/contract/routes';
import { profilePath, referralTierBonus } from '@/domain/referral';
import type { MockEnv } from '../env';
import { notFound } from '../http-error';
import { currentUser } from './session';
import { routeHandler } from './route';

/** The public site the referral link points at. */
export const siteUrl = 'https://octoss.app';

export function referralLink(code: string): string {
  return `${siteUrl}/?ref=${encodeURIComponent(code)}`;
}

export const referralHandlers = (env: MockEnv) => [
  routeHandler(routes.getReferral, env, () => {
    const user = currentUser(env);
    const profile = env.db.referralProfile.findFirst({ where: { userId: { equals: user.id } } });
    if (!profile) throw notFound('No referral profile for this user');
    return {
      code: profile.code,
      link: referralLink(profile.code),
      libUrl: profilePath(profile.code),
      funnel7d: { clicks: profile.clicks7d, signups: profile.signups7d, active: profile.active7d },
      stats: { totalReferrals: profile.totalReferrals, activeReferrals: profile.active7d, earnedUsdt: profile.earnedUsdt, pendingUsdt: profile.pendingUsdt },
      // The spec shows Recent Referrals as an empty state.
      recentReferrals: [],
    };
  }),
  routeHandler(routes.listReferralRates, env, () =>
    env.db.exchange.getAll().map((exchange) => ({
      exchange: exchange.id,
      exchangeName: exchange.name,
      baseRate: Math.round(exchange.referralRate * 100),
      silverBonus: referralTierBonus.Silver,
      goldBonus: referralTierBonus.Gold,
      platinumBonus: referralTierBonus.Platinum,
    })),
  ),
];
