import { routes } from '@/api/contract/routes';
import { formatAmount } from '@/domain/format';
import { playbookArpuBase, playbookMonthlyTarget, playbookReferralsPerMonth, playbookRetention } from '../rules/playbook';
import { intlLocale, type Language } from '@/i18n/languages';
import type { Row } from '../db';
import type { MockEnv } from '../env';
import { notFound } from '../http-error';
import { entryOf, fill } from '../localize';
import { playbookContent } from '../seed/content/playbook';
import { referralLink, siteUrl } from './referral';
import { currentUser } from './session';
import { routeHandler } from './route';

/** 70/210: ARPU 53.85 per friend, 70% retention, $210 a month from 3 referrals a month (src/domain/playbook.ts). */
const targets = { arpuBase: playbookArpuBase, retention: playbookRetention, monthlyTarget: playbookMonthlyTarget, referralsPerMonth: playbookReferralsPerMonth };

const itemView = (row: Row<'playbookItem'>, lang: Language) => ({ id: row.id, ...entryOf(playbookContent[lang].checklist, row.id), completed: row.completed });

export const playbookHandlers = (env: MockEnv) => {
  /** Ready to copy: the trader's own earnings and referral link are already in the text. */
  const samplePosts = (lang: Language) => {
    const profile = env.db.referralProfile.findFirst({ where: { userId: { equals: currentUser(env).id } } });
    const earned = profile?.earnedUsdt ?? 0;
    const values = { amount: formatAmount(earned, intlLocale[lang]), link: profile ? referralLink(profile.code) : siteUrl };
    // Nothing earned yet: the post that shows earnings gives way to one that makes no claim about them.
    const notForThisTrader = earned > 0 ? 'post-start' : 'post-proof';
    return Object.entries(playbookContent[lang].samplePosts).filter(([id]) => id !== notForThisTrader).map(([id, post]) => ({ id, channel: post.channel, text: fill(post.text, values) }));
  };
  return [
    routeHandler(routes.getPlaybook, env, ({ lang }) => ({
      checklist: [...env.db.playbookItem.getAll()].sort((a, b) => a.order - b.order).map((row) => itemView(row, lang)),
      samplePosts: samplePosts(lang),
      targets,
    })),
    routeHandler(routes.updateChecklistItem, env, ({ params, body, lang }) => {
      const updated = env.db.playbookItem.update({ where: { id: { equals: params.id } }, data: { completed: body.completed } });
      if (!updated) throw notFound(`No checklist item ${params.id}`);
      return itemView(updated, lang);
    }),
  ];
};
