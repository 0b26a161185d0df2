import { dashboardContent } from './content';
import { addMoney } from '@octoss/contract/money';
import { profilePath } from '@/domain/referral';
import { tierRule } from '../value-zone';
import { dayMs } from '@/domain/time';
import { toIso, toIsoOrNull } from '../../shared/convert';
import { implement } from '../../http/implement';
import { nextBestAction } from './rules';
import { promoStatus } from '../promos';
import { uidLinkStatusAt } from '../payback';
import { seededRandom } from '../../shared/seeding';
import { accrualsOf, latestAccrual, exchangeCount, uidLinksOf } from '../payback';
import { allPromos } from '../promos';
import { reconciliationsOf } from '../trustboard';
import { referralProfileOf, referredFriendsOf } from '../referral';
import { currentUser } from '../app';
import { last30DaysView, milestoneText } from './views';
import { balanceView, nextAutoPayoutAt } from '../payouts';
import { promoTexts } from '../promos';
import { reconciliationSummaryView } from '../trustboard';
import { referralFigures } from '../referral';
import { tierProgress } from '../app';

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
