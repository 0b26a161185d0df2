import type { HttpHandler } from 'msw';
import { routes } from '@/api/contract/routes';
import { addMoney } from '@/domain/money';
import { netOfGross } from '../rules/money';
import { uidLinkStatusAt } from '../rules/uid-links';
import type { MockEnv } from '../env';
import { notFound, unprocessable } from '../http-error';
import { randomTxHash } from '../random';
import { amountBetween } from '../seed/area';
import { currentUser } from './session';
import { routeHandler } from './route';
import { errorCodes } from '@/api/errors';

/** Endpoints only the testnet sandbox answers. */
export const testnetOnlyHandlers = (env: MockEnv): HttpHandler[] => [
  routeHandler(routes.simulateFees, env, () => {
    const now = env.now();
    const user = currentUser(env);
    const approved = env.db.uidLink.findMany({ where: { userId: { equals: user.id } } }).filter((link) => uidLinkStatusAt(link, now).status === 'APPROVED');
    if (approved.length === 0) throw unprocessable('Link a demo exchange account and wait for its approval first', errorCodes.noApprovedLinks);
    let added = 0;
    approved.forEach((link, index) => {
      // At least 12 gross (10.80 net): one simulation is always enough for a claim above the $10 minimum.
      const gross = amountBetween(Math.random, 12, 40);
      const net = netOfGross(gross);
      added = addMoney(added, net);
      env.db.accrual.create({ id: `acc-${crypto.randomUUID()}`, userId: user.id, exchangeId: link.exchangeId, gross, net, status: 'NEW', accrualAt: now - index });
      env.db.reconciliation.create({ id: `rec-${crypto.randomUUID()}`, userId: user.id, exchangeId: link.exchangeId, state: 'MATCHED', txHash: randomTxHash(), sourceLabel: 'EXCHANGE_PAID', amount: net, timestamp: now - index });
    });
    const balance = env.db.balance.findFirst({ where: { userId: { equals: user.id } } });
    const claimable = addMoney(balance?.claimable ?? 0, added);
    const totalEarned = addMoney(balance?.totalEarned ?? 0, added);
    if (balance) env.db.balance.update({ where: { userId: { equals: user.id } }, data: { claimable, totalEarned } });
    else env.db.balance.create({ userId: user.id, claimable, totalEarned });
    return { accrualsCreated: approved.length, reconciliationsCreated: approved.length, claimableAdded: added };
  }),
  routeHandler(routes.resetTestnet, env, () => {
    // The sandbox's data starts over, its user stays signed in: the sessions outlive the reset.
    const sessions = env.db.session.getAll();
    env.reset();
    for (const session of sessions) env.db.session.create(session);
    return { reset: true as const };
  }),
];

/** On the demo data set the testnet routes exist but answer 404 in the error shape, as documented. */
export const testnetAbsentHandlers = (env: MockEnv): HttpHandler[] =>
  [routes.simulateFees, routes.resetTestnet].map((route) =>
    routeHandler(route, env, () => {
      throw notFound('Only the testnet data set serves this route');
    }),
  );
