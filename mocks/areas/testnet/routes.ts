import { errorCodes } from '@octoss/contract/errors';
import { addMoney } from '@octoss/contract/money';
import type { MockEnv } from '../../mock-env';
import { notFound, unprocessable } from '../../shared/http-error';
import { implement } from '../../http/implement';
import { randomTxHash } from '../../shared/random';
import { netOfGross } from '@octoss/contract/terms';
import { uidLinkStatusAt } from '../payback';
import { amountBetween } from '../../shared/seeding';
import { createAccrual, uidLinksOf } from '../payback';
import { balanceOrNothing, saveBalance } from '../payouts';
import { closedWeekView, createReconciliation } from '../trustboard';
import { allSessions, currentUser, restoreSessions } from '../app';

/**
 * Endpoints only the testnet sandbox answers. On the demo data set the routes exist but answer 404
 * in the error shape, as documented.
 */
function sandboxOnly(env: MockEnv): void {
  if (env.dataset !== 'testnet') throw notFound('Only the testnet data set serves this route');
}

export const testnet = implement('testnet', {
  simulateFees: ({ env }) => {
    sandboxOnly(env);
    const now = env.now();
    const user = currentUser(env);
    const approved = uidLinksOf(env, user.id).filter((link) => uidLinkStatusAt(link, now).status === 'APPROVED');
    if (approved.length === 0)
      throw unprocessable('Link a demo exchange account and wait for its approval first', errorCodes.noApprovedLinks);
    let added = 0;
    approved.forEach((link, index) => {
      // At least 12 gross (10.80 net): one simulation is always enough for a claim above the $10 minimum.
      const gross = amountBetween(Math.random, 12, 40);
      const net = netOfGross(gross);
      added = addMoney(added, net);
      createAccrual(env, {
        userId: user.id,
        exchangeId: link.exchangeId,
        gross,
        net,
        status: 'NEW',
        accrualAt: now - index,
      });
      createReconciliation(env, {
        userId: user.id,
        exchangeId: link.exchangeId,
        state: 'MATCHED',
        txHash: randomTxHash(),
        sourceLabel: 'EXCHANGE_PAID',
        amount: net,
        timestamp: now - index,
      });
    });
    const balance = balanceOrNothing(env, user.id);
    saveBalance(env, user.id, {
      claimable: addMoney(balance?.claimable ?? 0, added),
      totalEarned: addMoney(balance?.totalEarned ?? 0, added),
    });
    return { accrualsCreated: approved.length, reconciliationsCreated: approved.length, claimableAdded: added };
  },
  closeTestnetWeek: ({ env }) => {
    sandboxOnly(env);
    return closedWeekView(env);
  },
  resetTestnet: ({ env }) => {
    sandboxOnly(env);
    // The sandbox's data starts over, its user stays signed in: the sessions outlive the reset.
    const sessions = allSessions(env);
    env.reset();
    restoreSessions(env, sessions);
    return { reset: true as const };
  },
});
