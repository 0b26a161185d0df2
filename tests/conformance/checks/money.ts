import { routes } from '@octoss/contract/routes';
import { expectError, expectSuccess } from '../answers';
import { allRoutes } from '../contract';
import { changedReads, idempotencyKey, type Kit } from '../kit';
import { expectThat } from '../report';

const claims = allRoutes.find((route) => route.name === 'createClaim')!;
const cents = (amount: number) => Math.round(amount * 100);

/**
 * Money rules of a claim: more than 2 decimals is a 400 (never rounded), below the minimum a 422
 * below_minimum, above the claimable balance a 422 above_claimable; none of them pays.
 */
export async function checkMoney(kit: Kit): Promise<void> {
  const balanceSent = await kit.send('get', routes.getBalance.path);
  const balance = balanceSent.body as { claimable: number; minimumClaim: number };
  const cases = [
    {
      name: 'a sub-cent amount (minimum + 0.001) is a 400 naming amount',
      amount: balance.minimumClaim + 0.001,
      status: 400,
      code: 'validation',
    },
    {
      name: 'an amount with 9 decimals is a 400 naming amount',
      amount: balance.minimumClaim + 0.000000001,
      status: 400,
      code: 'validation',
    },
    {
      name: 'below the minimum is a 422 below_minimum',
      amount: (cents(balance.minimumClaim) - 1) / 100,
      status: 422,
      code: 'below_minimum',
    },
    {
      name: 'above the claimable balance is a 422 above_claimable',
      amount: (cents(balance.claimable) + 1) / 100,
      status: 422,
      code: 'above_claimable',
    },
  ];
  for (const { name, amount, status, code } of cases) {
    await kit.check('money', claims, name, async () => {
      expectSuccess(routes.getBalance, balanceSent);
      const before = await kit.stateFor(claims);
      const sent = await kit.send('post', claims.path, { body: { amount }, headers: idempotencyKey() });
      expectError(claims, sent, { status, code });
      if (status === 400)
        expectThat(
          (sent.body as { fieldErrors?: Record<string, unknown> }).fieldErrors?.amount,
          `fieldErrors does not name amount: ${sent.text.slice(0, 200)}`,
        );
      const changed = changedReads(before, await kit.stateFor(claims));
      expectThat(changed.length === 0, `the refused claim changed ${changed.join(', ')}`);
    });
  }
}
