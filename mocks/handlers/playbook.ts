import { routes } from '@/api/contract/routes';
import type { MockEnv } from '../env';
import { notFound } from '../http-error';
import { routeHandler } from './route';

const samplePosts = [
  { id: 'post-proof', channel: 'X / Twitter', text: 'Got {{amount}} USDT back from my trading fees this month. Every payout is on-chain: check the tx on Trustboard. Start with my link: {{link}}' },
  { id: 'post-telegram', channel: 'Telegram', text: 'Trading on CEX-A or CEX-C? Open a new account through my link and get up to 90% of your fees back, paid in USDT: {{link}}' },
  { id: 'post-story', channel: 'Instagram story', text: 'Fees paid back, verified on-chain. Link in bio.' },
];

/** 70/210: ARPU 53.85 per friend, 70% retention, $210 a month from 3 referrals a month. */
const targets = { arpuBase: 53.85, retention: 0.7, monthlyTarget: 210, referralsPerMonth: 3 };

export const playbookHandlers = (env: MockEnv) => {
  const items = () => [...env.db.playbookItem.getAll()].sort((a, b) => a.order - b.order).map(({ id, task, description, completed }) => ({ id, task, description, completed }));
  return [
    routeHandler(routes.getPlaybook, env, () => ({ checklist: items(), samplePosts, targets })),
    routeHandler(routes.updateChecklistItem, env, ({ params, body }) => {
      const updated = env.db.playbookItem.update({ where: { id: { equals: params.id } }, data: { completed: body.completed } });
      if (!updated) throw notFound(`No checklist item ${params.id}`);
      return { id: updated.id, task: updated.task, description: updated.description, completed: updated.completed };
    }),
  ];
};
