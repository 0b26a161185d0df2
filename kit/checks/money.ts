import { routes } from '@octoss/contract/routes';
import { expectError, expectSuccess } from '../answers';
import { writesOf, type CheckDef } from '../check';
import { isRecord, route } from '../contract';
import { brief, type Sent } from '../http';
import { expectThat } from '../report';
import { idempotencyKey, wallets } from '../samples';
import { cents, ensureClaimable, readBalance } from './funds';

const claims = route('createClaim');
const rule = 'Payouts and the wallet';
const claimLocks = { read: [], write: writesOf('createClaim', 'simulateFees', 'updateWallet') };

const claim = (kit: Parameters<CheckDef['run']>[0], amount: number) =>
  kit.send('post', claims.path, { body: { amount }, headers: idempotencyKey() });

/**
 * Money rules of a claim: more than 2 decimals is a 400 naming amount (never rounded), below the
 * minimum a 422 below_minimum, above the claimable balance a 422 above_claimable, none of them
 * pays; without a wallet a 422 wallet_required (first of the rules), with less than the minimum
 * claimable a 422 nothing_to_claim; concurrent claims with different keys never pay more than the
 * balance.
 */
export function moneyChecks(): CheckDef[] {
  const refused: {
    name: string;
    amount: (balance: { claimable: number; minimumClaim: number }) => number;
    status: number;
    code: string;
  }[] = [
    {
      name: 'a sub-cent amount (minimum + 0.001) is a 400 naming amount',
      amount: (b) => b.minimumClaim + 0.001,
      status: 400,
      code: 'validation',
    },
    {
      name: 'an amount with 9 decimals is a 400 naming amount',
      amount: (b) => b.minimumClaim + 0.000000001,
      status: 400,
      code: 'validation',
    },
    {
      name: 'a cent below the minimum is a 422 below_minimum',
      amount: (b) => (cents(b.minimumClaim) - 1) / 100,
      status: 422,
      code: 'below_minimum',
    },
    {
      name: 'a cent above the claimable balance is a 422 above_claimable',
      amount: (b) => (cents(b.claimable) + 1) / 100,
      status: 422,
      code: 'above_claimable',
    },
  ];
  const checks: CheckDef[] = refused.map(({ name, amount, status, code }) => ({
    group: 'money',
    route: claims,
    name: `${name}, and pays nothing`,
    rule,
    needs: ['fees', 'wallet'],
    uses: ['getBalance'],
    locks: claimLocks,
    async run(kit) {
      const balance = await ensureClaimable(kit, 2 * kit.state.minimum);
      const before = await kit.stateFor(claims);
      const sent = await claim(kit, amount(balance));
      expectError(claims, sent, { status, code, field: status === 400 ? 'amount' : undefined });
      const changed = await kit.changedSince(before);
      expectThat(changed.length === 0, `expected the refused claim to change nothing, but ${changed.join(' | ')}`);
    },
  }));
  checks.push(
    {
      group: 'money',
      route: claims,
      name: 'without a wallet a claim is a 422 wallet_required, before its amount is judged',
      rule,
      phase: 'fresh',
      needs: ['sandbox'],
      uses: ['getWallet'],
      locks: claimLocks,
      async run(kit) {
        const wallet = await kit.send('get', routes.getWallet.path);
        expectThat(
          isRecord(wallet.body) && wallet.body.address === null,
          `expected no wallet address after the reset, got ${brief(wallet)}`,
        );
        expectError(claims, await claim(kit, 5), { status: 422, code: 'wallet_required' });
      },
    },
    {
      group: 'money',
      route: claims,
      name: 'with a wallet and nothing claimable a claim is a 422 nothing_to_claim',
      rule,
      phase: 'fresh',
      needs: ['sandbox'],
      uses: ['updateWallet', 'getBalance'],
      locks: claimLocks,
      async run(kit) {
        expectSuccess(routes.updateWallet, await kit.send('put', routes.updateWallet.path, { body: wallets.erc20 }));
        const balance = await readBalance(kit);
        expectThat(
          balance.claimable === 0,
          `expected a claimable balance of 0 after the reset, got ${balance.claimable}`,
        );
        expectError(claims, await claim(kit, balance.minimumClaim), { status: 422, code: 'nothing_to_claim' });
      },
    },
    {
      group: 'money',
      route: claims,
      name: 'concurrent claims with different keys never pay more than the claimable balance',
      rule: 'Idempotency and concurrency',
      needs: ['fees', 'wallet'],
      uses: ['getBalance', 'listPayouts'],
      locks: claimLocks,
      async run(kit) {
        const balance = await ensureClaimable(kit, 3 * kit.state.minimum);
        const total = cents(balance.claimable);
        const each = Math.max(cents(balance.minimumClaim), Math.floor(total / 2.5));
        const affordable = Math.floor(total / each);
        const payoutsBefore = await kit.readAll(route('listPayouts'));
        const answers: Sent[] = await Promise.all(Array.from({ length: affordable + 3 }, () => claim(kit, each / 100)));
        const paid = answers.filter((sent) => sent.status === 201);
        const refusedAnswers = answers.filter((sent) => sent.status !== 201);
        for (const sent of refusedAnswers) expectError(claims, sent, { status: 422 });
        const codes = refusedAnswers.map((sent) => (sent.body as { code: string }).code);
        expectThat(
          codes.every((code) => code === 'above_claimable' || code === 'nothing_to_claim'),
          `expected refused claims to be 422 above_claimable or nothing_to_claim, got ${codes.join(', ')}`,
        );
        const after = await readBalance(kit);
        expectThat(
          paid.length === affordable,
          `${answers.length} concurrent claims of ${each / 100} with ${balance.claimable} claimable: expected ${affordable} paid, got ${paid.length}`,
        );
        expectThat(
          cents(after.claimable) === total - paid.length * each,
          `after ${paid.length} claims of ${each / 100} from ${balance.claimable}, expected ${(total - paid.length * each) / 100} claimable, got ${after.claimable}`,
        );
        const payoutsAfter = await kit.readAll(route('listPayouts'));
        expectThat(
          payoutsAfter.length === payoutsBefore.length + paid.length,
          `expected ${paid.length} new payouts, GET /api/payouts lists ${payoutsAfter.length - payoutsBefore.length}`,
        );
      },
    },
  );
  return checks;
}
