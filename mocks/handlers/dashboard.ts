import { routes } from '@/api/contract/routes';
import type { TierName } from '@/api/contract/common';
import { formatInteger } from '@/domain/format';
import { addMoney } from '@/domain/money';
import { nextBestAction } from '../rules/next-best-action';
import { profilePath } from '@/domain/referral';
import { promoStatus } from '../rules/promos';
import { nextTierPointsGap, tierRule } from '@/domain/tiers';
import { nextTier } from '../rules/tiers';
import { dayMs, toDay } from '@/domain/time';
import { uidLinkStatusAt } from '../rules/uid-links';
import { intlLocale, type Language } from '@/i18n/languages';
import type { MockEnv } from '../env';
import { toIso, toIsoOrNull } from '../convert';
import { fill } from '../localize';
import { seededRandom } from '../seed/area';
import { dashboardContent } from '../seed/content/dashboard';
import { tierNames } from '../seed/content/tiers';
import { promoTexts } from '../views';
import { balanceView, nextAutoPayoutAt } from './payouts';
import { reconciliationSummary } from './reconciliations';
import { referralFigures } from './referral';
import { currentUser, tierProgress } from './session';
import { routeHandler } from './route';

/** "1,153 points to Gold", or the top tier's line. */
function milestoneText(tier: TierName, lang: Language): string {
  const { milestone } = dashboardContent[lang];
  const upcoming = nextTier(tier);
  return upcoming ? fill(milestone.next, { points: formatInteger(nextTierPointsGap, intlLocale[lang]), tier: tierNames[lang][upcoming.tier] }) : milestone.top;
}

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
  routeHandler(routes.getDashboard, env, ({ lang }) => {
    const now = env.now();
    const user = currentUser(env);
    const tier = user.tier;
    const balance = balanceView(env, lang);
    const trend = last30Days(env, user.id);

    const approved = env.db.uidLink.findMany({ where: { userId: { equals: user.id } } }).filter((link) => uidLinkStatusAt(link, now).status === 'APPROVED');
    const linked = approved.map((link) => {
      const latest = env.db.accrual.findMany({ where: { userId: { equals: user.id }, exchangeId: { equals: link.exchangeId } } }).sort((a, b) => b.accrualAt - a.accrualAt)[0];
      return { exchange: link.exchangeId, lastAccrualAt: toIsoOrNull(latest?.accrualAt), lastNet: latest?.net ?? null };
    });

    const proof = reconciliationSummary(env);
    const referral = env.db.referralProfile.findFirst({ where: { userId: { equals: user.id } } });
    const friends = referralFigures(env, user.id);
    const promos = env.db.promo.getAll().filter((promo) => promoStatus(promo.expiresAt, now) !== 'expired').sort((a, b) => a.expiresAt - b.expiresAt);
    // Seeded by the user and the day: the suggestion stays put across reloads of the same day.
    const action = nextBestAction({ linkedExchanges: linked.length, tier, discrepancies: proof.counts.discrepancy }, seededRandom(user.id.length * 7919 + Math.floor(now / dayMs)));

    return {
      earnings: { totalEarned: balance.totalEarned, claimable: balance.claimable, last30dTotal: addMoney(...trend.map((point) => point.v)), last30d: trend, nextPayoutAt: nextAutoPayoutAt(env), payoutFrequency: tierRule(tier).payoutFrequency },
      payback: { linked, canAdd: approved.length < env.db.exchange.count() },
      proof: { counts: proof.counts, lastTx: proof.lastTx && { exchange: proof.lastTx.exchange, amount: proof.lastTx.amount, txHash: proof.lastTx.txHash } },
      referral: {
        code: referral?.code ?? '',
        funnel7d: { clicks: referral?.clicks7d ?? 0, signups: friends.signups7d, active: friends.active7d },
        libUrl: referral ? profilePath(referral.code) : '',
      },
      tier: {
        tier,
        points: user.oCTOSSPoints,
        nextTierPct: tierProgress(user.oCTOSSPoints, tier).nextTierPct,
        nextMilestoneText: milestoneText(tier, lang),
      },
      promos: {
        activeCount: promos.length,
        items: promos.slice(0, 2).map((promo) => ({ id: promo.id, exchange: promo.exchangeId, title: promoTexts(promo, lang).title, type: promo.type, expiryAt: toIso(promo.expiresAt) })),
      },
      nextAction: { type: action.type, href: action.href, ...dashboardContent[lang].nextAction[action.type] },
    };
  }),
];
