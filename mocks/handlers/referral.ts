import { routes } from '@/api/contract/routes';
import { profilePath, referralTierBonus } from '@/domain/referral';
import { referralFunnelDays } from '../rules/referral';
import { defaultSiteUrl } from '@/domain/site';
import { dayMs } from '@/domain/time';
import type { MockEnv } from '../env';
import { toIso } from '../convert';
import { notFound } from '../http-error';
import { pageOf } from '../paging';
import { currentUser } from './session';
import { routeHandler } from './route';

/** The public site the referral link points at. */
export const siteUrl = defaultSiteUrl;

export function referralLink(code: string): string {
  return `${siteUrl}/?ref=${encodeURIComponent(code)}`;
}

/** How many friends Recent Referrals lists, newest first. */
const recentCount = 10;

/**
 * Every referral figure of a user, counted from the one list of referred friends: the Partner Hub's
 * stats and Recent Referrals and the Dashboard's funnel can then never tell two stories.
 */
export function referralFigures(env: MockEnv, userId: string) {
  const friends = env.db.referral.findMany({ where: { referrerId: { equals: userId } } }).sort((a, b) => b.joinedAt - a.joinedAt);
  const thisWeek = friends.filter((friend) => friend.joinedAt > env.now() - referralFunnelDays * dayMs);
  return {
    total: friends.length,
    signups7d: thisWeek.length,
    active7d: thisWeek.filter((friend) => friend.active).length,
    recent: friends.slice(0, recentCount).map((friend) => ({ id: friend.id, maskedEmail: friend.maskedEmail, exchange: friend.exchangeId, joinedAt: toIso(friend.joinedAt), active: friend.active })),
  };
}

export const referralHandlers = (env: MockEnv) => [
  routeHandler(routes.getReferral, env, () => {
    const user = currentUser(env);
    const profile = env.db.referralProfile.findFirst({ where: { userId: { equals: user.id } } });
    if (!profile) throw notFound('No referral profile for this user');
    const figures = referralFigures(env, user.id);
    return {
      code: profile.code,
      link: referralLink(profile.code),
      libUrl: profilePath(profile.code),
      funnel7d: { clicks: profile.clicks7d, signups: figures.signups7d, active: figures.active7d },
      stats: { totalReferrals: figures.total, activeReferrals: figures.active7d, earnedUsdt: profile.earnedUsdt, pendingUsdt: profile.pendingUsdt },
      recentReferrals: figures.recent,
    };
  }),
  routeHandler(routes.listReferralRates, env, ({ query }) =>
    pageOf(env.db.exchange.getAll(), query, (exchange) => ({
      exchange: exchange.id,
      exchangeName: exchange.name,
      baseRate: Math.round(exchange.referralRate * 100),
      silverBonus: referralTierBonus.Silver,
      goldBonus: referralTierBonus.Gold,
      platinumBonus: referralTierBonus.Platinum,
    })),
  ),
];
