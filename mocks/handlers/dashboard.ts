import { addMoney } from '@octoss/contract/money';
import { profilePath } from '@/domain/referral';
import { tierRule } from '../rules/tiers';
import { dayMs } from '@/domain/time';
import { toIso, toIsoOrNull } from '../convert';
import { implement } from '../http/implement';
import { nextBestAction } from '../rules/next-best-action';
import { promoStatus } from '../rules/promos';
import { uidLinkStatusAt } from '../rules/uid-links';
import { seededRandom } from '../seed/area';
import { dashboardContent } from '../content/dashboard';
import { accrualsOf, latestAccrual } from '../store/accruals';
import { exchangeCount } from '../store/catalogue';
import { allPromos } from '../store/promos';
import { reconciliationsOf } from '../store/reconciliations';
import { referralProfileOf, referredFriendsOf } from '../store/referral';
import { currentUser } from '../store/session';
import { uidLinksOf } from '../store/uid-links';
import { last30DaysView, milestoneText } from '../views/dashboard';
import { balanceView, nextAutoPayoutAt } from '../views/payouts';
import { promoTexts } from '../views/promos';
import { reconciliationSummaryView } from '../views/reconciliations';
import { referralFigures } from '../views/referral';
import { tierProgress } from '../views/session';

export const dashboard = implement('dashboard', {
  getDashboard: ({ env, lang }) => {
    const now = env.now();
    const user = currentUser(env);
    const tier = user.tier;
    const balance = balanceView(env, lang);
    const trend = last30DaysView(accrualsOf(env, user.id), now);

    const approved = uidLinksOf(env, user.id).filter((link) => uidLinkStatusAt(link, now).status === 'APPROVED');
    const linked = approved.map((link) => {
      const latest = latestAccrual(env, user.id, link.exchangeId);
      return { exchange: link.exchangeId, lastAccrualAt: toIsoOrNull(latest?.accrualAt), lastNet: latest?.net ?? null };
    });

    const proof = reconciliationSummaryView(reconciliationsOf(env));
    const referral = referralProfileOf(env, user.id);
    const friends = referralFigures(referredFriendsOf(env, user.id), now);
    const promos = allPromos(env)
      .filter((promo) => promoStatus(promo.expiresAt, now) !== 'expired')
      .sort((a, b) => a.expiresAt - b.expiresAt);
    // Seeded by the user and the day: the suggestion stays put across reloads of the same day.
    const action = nextBestAction(
      { linkedExchanges: linked.length, tier, discrepancies: proof.counts.discrepancy },
      seededRandom(user.id.length * 7919 + Math.floor(now / dayMs)),
    );

    return {
      earnings: {
        totalEarned: balance.totalEarned,
        claimable: balance.claimable,
        last30dTotal: addMoney(...trend.map((point) => point.v)),
        last30d: trend,
        nextPayoutAt: nextAutoPayoutAt(env),
        payoutFrequency: tierRule(tier).payoutFrequency,
      },
      payback: { linked, canAdd: approved.length < exchangeCount(env) },
      proof: {
        counts: proof.counts,
        lastTx: proof.lastTx && {
          exchange: proof.lastTx.exchange,
          amount: proof.lastTx.amount,
          txHash: proof.lastTx.txHash,
        },
      },
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
        items: promos.slice(0, 2).map((promo) => ({
          id: promo.id,
          exchange: promo.exchangeId,
          title: promoTexts(promo, lang).title,
          type: promo.type,
          expiryAt: toIso(promo.expiresAt),
        })),
      },
      nextAction: { type: action.type, href: action.href, ...dashboardContent[lang].nextAction[action.type] },
    };
  },
});
