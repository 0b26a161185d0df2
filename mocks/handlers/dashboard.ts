import { routes } from '@/api/contract/routes';
import type { TierName } from '@/api/contract/common';
import type { NextActionType } from '@/api/contract/dashboard';
import { addMoney } from '@/domain/money';
import { nextBestAction } from '@/domain/nextBestAction';
import { promoStatus } from '@/domain/promos';
import { nextTier, nextTierPointsGap, tierProgressPercent } from '@/domain/tiers';
import { dayMs, toDay } from '@/domain/time';
import { uidLinkStatusAt } from '@/domain/uidLinks';
import type { MockEnv } from '../env';
import { toIso, toIsoOrNull } from '../convert';
import { seededRandom } from '../seed/area';
import { balanceView } from './payouts';
import { reconciliationSummary } from './reconciliations';
import { currentUser } from './session';
import { routeHandler } from './route';

/** English texts for API consumers; the app shows its own translation of each type. */
const actionTexts: Record<NextActionType, { title: string; reason: string; ctaText: string; impactBadge: string }> = {
  link_exchange: { title: 'Link your first exchange', reason: 'No exchange connected yet', ctaText: 'Link exchange', impactBadge: 'High impact' },
  earn_points: { title: 'Complete Academy 1 to reach Silver', reason: 'Silver adds a +1% bracket to your rate', ctaText: 'Open the guide', impactBadge: '+1% rate' },
  resolve_discrepancy: { title: 'Resolve your discrepancies', reason: 'Some payments do not match the exchange report', ctaText: 'Review on Trustboard', impactBadge: 'Money at stake' },
  browse_promos: { title: 'Browse this week’s promos', reason: 'Boost your earnings with live exchange promotions', ctaText: 'See promos', impactBadge: 'New offers' },
};

function last30Days(env: MockEnv, userId: string) {
  const today = Date.parse(`${toDay(env.now())}T00:00:00Z`);
  const start = today - 29 * dayMs;
  const sums = new Map<string, number>();
  for (const accrual of env.db.accrual.findMany({ where: { userId: { equals: userId } } })) {
    if (accrual.accrualAt < start) continue;
    const key = toDay(accrual.accrualAt);
    sums.set(key, addMoney(sums.get(key) ?? 0, accrual.net));
  }
  return Array.from({ length: 30 }, (_, index) => {
    const d = toDay(start + index * dayMs);
    return { d, v: sums.get(d) ?? 0 };
  });
}

export const dashboardHandlers = (env: MockEnv) => [
  routeHandler(routes.getDashboard, env, () => {
    const now = env.now();
    const user = currentUser(env);
    const tier = user.tier as TierName;
    const balance = balanceView(env);
    const trend = last30Days(env, user.id);

    const approved = env.db.uidLink.findMany({ where: { userId: { equals: user.id } } }).filter((link) => uidLinkStatusAt(link, now).status === 'APPROVED');
    const linked = approved.map((link) => {
      const latest = env.db.accrual.findMany({ where: { userId: { equals: user.id }, exchangeId: { equals: link.exchangeId } } }).sort((a, b) => b.accrualAt - a.accrualAt)[0];
      return { exchange: link.exchangeId, lastAccrualAt: toIsoOrNull(latest?.accrualAt), lastNet: latest?.net ?? null };
    });

    const proof = reconciliationSummary(env);
    const referral = env.db.referralProfile.findFirst({ where: { userId: { equals: user.id } } });
    const promos = env.db.promo.getAll().filter((promo) => promoStatus(promo.expiresAt, now) !== 'expired').sort((a, b) => a.expiresAt - b.expiresAt);
    // Seeded by the user and the day: the suggestion stays put across reloads of the same day.
    const action = nextBestAction({ linkedExchanges: linked.length, tier, discrepancies: proof.counts.discrepancy }, seededRandom(user.id.length * 7919 + Math.floor(now / dayMs)));
    const upcoming = nextTier(tier);

    return {
      earnings: { totalEarned: balance.totalEarned, claimable: balance.claimable, last30dTotal: addMoney(...trend.map((point) => point.v)), last30d: trend, nextPayoutAt: toIso(now + 7 * dayMs) },
      payback: { linked, canAdd: approved.length < env.db.exchange.count() },
      proof: { counts: proof.counts, lastTx: proof.lastTx && { exchange: proof.lastTx.exchange, amount: proof.lastTx.amount, tx: proof.lastTx.tx } },
      referral: {
        code: referral?.code ?? '',
        funnel7d: { clicks: referral?.clicks7d ?? 0, signups: referral?.signups7d ?? 0, active: referral?.active7d ?? 0 },
        libUrl: referral ? `/l/${referral.code.toLowerCase()}` : '',
      },
      tier: {
        tier,
        points: user.oCTOSSPoints,
        nextTierPct: tierProgressPercent(user.oCTOSSPoints, tier),
        nextMilestoneText: upcoming ? `${nextTierPointsGap} points to ${upcoming.tier}` : 'Top tier reached',
      },
      promos: {
        activeCount: promos.length,
        items: promos.slice(0, 2).map((promo) => ({ id: promo.id, exchange: promo.exchangeId, title: promo.title, type: promo.type, expiryAt: toIso(promo.expiresAt) })),
      },
      nextAction: { type: action.type, href: action.href, ...actionTexts[action.type] },
    };
  }),
];
