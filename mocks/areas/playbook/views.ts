import { entryOf } from '../../shared/localize';
import { formatAmount } from '@/domain/format';
import { intlLocale, type Language } from '@/i18n/languages';
import type { Row } from '../../db';
import { fill } from '../../shared/localize';
import { playbookMonthlyTarget, playbookRetention } from '@octoss/contract/terms';
import { playbookArpuBase, playbookReferralsPerMonth } from './rules';
import { playbookContent } from './content';
import { referralLink, siteUrl } from '../referral';

/** 70/210: ARPU 53.85 per friend, 70% retention, $210 a month from 3 referrals a month (rules/playbook.ts). */
export const playbookTargets = {
  arpuBase: playbookArpuBase,
  retention: playbookRetention,
  monthlyTarget: playbookMonthlyTarget,
  referralsPerMonth: playbookReferralsPerMonth,
};

export const checklistItemView = (row: Row<'playbookItem'>, lang: Language) => ({
  id: row.id,
  ...entryOf(playbookContent[lang].checklist, row.id),
  completed: row.completed,
});

/** Ready to copy: the trader's own earnings and referral link are already in the text. */
export function samplePostsView(profile: Row<'referralProfile'> | null, lang: Language) {
  const earned = profile?.earnedUsdt ?? 0;
  const values = {
    amount: formatAmount(earned, intlLocale[lang]),
    link: profile ? referralLink(profile.code) : siteUrl,
  };
  // Nothing earned yet: the post that shows earnings gives way to one that makes no claim about them.
  const notForThisTrader = earned > 0 ? 'post-start' : 'post-proof';
  return Object.entries(playbookContent[lang].samplePosts)
    .filter(([id]) => id !== notForThisTrader)
    .map(([id, post]) => ({ id, channel: post.channel, text: fill(post.text, values) }));
}
