import { routes } from '@octoss/contract/routes';
import { expectSuccess } from '../answers';
import { isRecord } from '../contract';
import { brief } from '../http';
import type { Kit } from '../kit';
import { expectThat, Skip } from '../report';

export type Balance = {
  claimable: number;
  totalEarned: number;
  minimumClaim: number;
  network: string;
  gasEstimate: number;
};

export const cents = (amount: number) => Math.round(amount * 100);

export async function readBalance(kit: Kit): Promise<Balance> {
  const sent = await kit.send('get', routes.getBalance.path);
  expectSuccess(routes.getBalance, sent);
  return sent.body as Balance;
}

/**
 * A claimable balance of at least `amount`, simulating fees while it is short (a check that claims
 * holds the locks of claims and simulations, so nothing else moves the balance meanwhile).
 */
export async function ensureClaimable(kit: Kit, amount: number): Promise<Balance> {
  for (let time = 0; ; time += 1) {
    const balance = await readBalance(kit);
    kit.state.minimum = balance.minimumClaim;
    if (cents(balance.claimable) >= cents(amount)) return balance;
    if (time >= 10) throw new Skip(`the claimable balance stays below ${amount} USDT after ${time} simulations`);
    const simulated = await kit.send('post', routes.simulateFees.path);
    if (simulated.status === 404)
      throw new Skip(`the claimable balance is below ${amount} USDT and the sandbox cannot simulate fees`);
    expectSuccess(routes.simulateFees, simulated);
    expectThat(
      isRecord(simulated.body) &&
        typeof simulated.body.claimableAdded === 'number' &&
        simulated.body.claimableAdded > 0,
      `POST /api/testnet/simulate-fees added nothing: ${brief(simulated)}`,
    );
  }
}
