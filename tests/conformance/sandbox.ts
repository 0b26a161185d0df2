import { routes } from '@octoss/contract/routes';
import { expectError, expectSuccess } from './answers';
import { allRoutes, itemsOf, type Route } from './contract';
import { idempotencyKey, sandboxWallet, type Kit } from './kit';
import { expectThat } from './report';

/** The server does not serve the testnet sandbox: the kit cannot set up its state. */
export class SandboxMissing extends Error {}

const route = (name: keyof typeof routes): Route => allRoutes.find((row) => row.name === name)!;
const approvalDeadlineMs = 30_000;
const linkCount = 3;
const simulations = 4;

/**
 * Sets up the state the checks need through the public API alone: reset the sandbox, link three
 * exchange accounts, wait (polling, bounded) for their approval, simulate fees, close the week,
 * set the wallet, claim twice, close the week again and earn points. Each step is a check of its
 * endpoint; false when one failed.
 */
export async function prepareSandbox(kit: Kit): Promise<boolean> {
  const { send } = kit;
  const reset = await send('post', routes.resetTestnet.path);
  if (reset.status === 404)
    throw new SandboxMissing(
      `POST ${routes.resetTestnet.path} answered 404: the server must serve the testnet sandbox routes (/api/testnet/reset, /api/testnet/simulate-fees), e.g. MOCK_DATASET=testnet npm run mock-server, or a backend's sandbox environment.`,
    );
  const steps: [Route, string, () => Promise<void>][] = [
    [route('resetTestnet'), 'resets the sandbox', async () => expectSuccess(routes.resetTestnet, reset)],
    [
      route('createUidLink'),
      `links ${linkCount} exchange accounts of the sandbox`,
      async () => {
        // The first page holds more than the kit links; the list may be paged or plain.
        const exchanges = itemsOf((await send('get', `${routes.listExchanges.path}?pageSize=100`)).body);
        const ids = exchanges.filter((exchange) => exchange.isActive !== false).map((exchange) => String(exchange.id));
        expectThat(ids.length > 0, 'GET /api/exchanges lists no active exchange to link');
        for (const exchangeId of ids.slice(0, linkCount)) {
          const uid = `6${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
          expectSuccess(
            routes.createUidLink,
            await send('post', routes.createUidLink.path, { body: { exchangeId, uid } }),
          );
        }
      },
    ],
    [
      route('listUidLinks'),
      'approves the new links (polled, at most 30 s)',
      async () => {
        const deadline = Date.now() + approvalDeadlineMs;
        for (;;) {
          const links = await send('get', `${routes.listUidLinks.path}?pageSize=100`);
          expectSuccess(routes.listUidLinks, links);
          const statuses = itemsOf(links.body).map((link) => String(link.status));
          expectThat(!statuses.includes('REJECTED'), 'a new sandbox link was REJECTED');
          if (statuses.length > 0 && statuses.every((status) => status === 'APPROVED')) return;
          expectThat(
            Date.now() < deadline,
            `the links are still ${statuses.join(', ')} after ${approvalDeadlineMs / 1000} s`,
          );
          await new Promise((resolve) => setTimeout(resolve, 200));
        }
      },
    ],
    [
      route('simulateFees'),
      `simulates fees ${simulations} times`,
      async () => {
        for (let time = 0; time < simulations; time += 1)
          expectSuccess(routes.simulateFees, await send('post', routes.simulateFees.path));
      },
    ],
    [
      route('closeTestnetWeek'),
      "closes the sandbox's week: the ledger proof's first checkpoint",
      async () => expectSuccess(routes.closeTestnetWeek, await send('post', routes.closeTestnetWeek.path)),
    ],
    [
      route('updateWallet'),
      'sets the payout wallet',
      async () =>
        expectSuccess(routes.updateWallet, await send('put', routes.updateWallet.path, { body: sandboxWallet })),
    ],
    [
      route('createClaim'),
      'claims the minimum twice',
      async () => {
        const balance = await send('get', routes.getBalance.path);
        expectSuccess(routes.getBalance, balance);
        kit.minimum = (balance.body as { minimumClaim: number }).minimumClaim;
        for (let time = 0; time < 2; time += 1)
          expectSuccess(
            routes.createClaim,
            await send('post', routes.createClaim.path, { body: { amount: kit.minimum }, headers: idempotencyKey() }),
          );
      },
    ],
    [
      route('closeTestnetWeek'),
      'closes the week of the claims: a second checkpoint, so a consistency proof has two trees',
      async () => expectSuccess(routes.closeTestnetWeek, await send('post', routes.closeTestnetWeek.path)),
    ],
    [
      route('earnPoints'),
      'earns points three times (or reaches the weekly cap)',
      async () => {
        for (let time = 0; time < 3; time += 1) {
          const earned = await send('post', routes.earnPoints.path, { body: { source: 'REFERRAL' } });
          if (earned.status === 422) expectError(routes.earnPoints, earned, { code: 'weekly_cap_reached' });
          else expectSuccess(routes.earnPoints, earned);
        }
      },
    ],
  ];
  for (const [endpoint, name, run] of steps) {
    if (!(await kit.check('setup', endpoint, name, run))) return false;
  }
  await kit.discover();
  return true;
}
