import { defaultSiteUrl } from '@/domain/site';
import { dayMs } from '@/domain/time';
import { toIso } from '../convert';
import type { Row } from '../db';
import { referralFunnelDays } from '@octoss/contract/terms';

/** The public site the referral link points at. */
export const siteUrl = defaultSiteUrl;

export function referralLink(code: string): string {
  return `${siteUrl}/?ref=${encodeURIComponent(code)}`;
}

/** How many friends Recent Referrals lists, newest first. */
const recentCount = 10;

/**
 * Every referral figure of a user, counted from the one list of referred friends (newest first): the
 * Partner Hub's stats and Recent Referrals and the Dashboard's funnel can then never tell two stories.
 */
export function referralFigures(friends: readonly Row<'referral'>[], now: number) {
  const thisWeek = friends.filter((friend) => friend.joinedAt > now - referralFunnelDays * dayMs);
  return {
    total: friends.length,
    signups7d: thisWeek.length,
    active7d: thisWeek.filter((friend) => friend.active).length,
    recent: friends.slice(0, recentCount).map((friend) => ({
      id: friend.id,
      maskedEmail: friend.maskedEmail,
      exchange: friend.exchangeId,
      joinedAt: toIso(friend.joinedAt),
      active: friend.active,
    })),
  };
}
