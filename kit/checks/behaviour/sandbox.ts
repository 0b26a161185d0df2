import { isDeepStrictEqual } from 'node:util';
import { groups } from '@octoss/contract/route';
import { routes, type RouteName } from '@octoss/contract/routes';
import { expectSuccess } from '../../answers';
import type { CheckDef } from '../../check';
import { allRoutes, isRecord, route } from '../../contract';
import { brief } from '../../http';
import type { Kit } from '../../kit';
import { expectThat } from '../../report';

/** The user's own lists that a reset empties, and the example rows a sandbox may seed in them. */
const ownLists: [RouteName, (row: Record<string, unknown>) => boolean][] = [
  ['listUidLinks', () => false],
  ['listAccruals', () => false],
  ['listReconciliations', (row) => row.state === 'DISCREPANCY' && row.disputed === false],
  ['listPayouts', () => false],
  ['listPointsHistory', () => false],
  ['listSettlements', (row) => row.type === 'SPECIAL' && row.status === 'PENDING'],
];

/** What the guide's "The sandbox" says a reset leaves: empty lists (but seeded examples), a zero balance, no wallet, Bronze with 0 points. */
async function expectEmpty(kit: Kit): Promise<void> {
  for (const [name, seeded] of ownLists) {
    const list = route(name);
    if (!kit.isImplemented(list)) continue;
    const rows = (await kit.readAll(list)).filter((row) => !seeded(row));
    expectThat(
      rows.length === 0,
      `expected no rows of the user's own in GET ${list.path} after the reset, got ${rows.length} (${rows
        .map((row) => String(row.id))
        .slice(0, 3)
        .join(', ')})`,
    );
  }
  if (kit.isImplemented(route('getBalance'))) {
    const balance = (await kit.send('get', routes.getBalance.path)).body as { claimable: number; totalEarned: number };
    expectThat(
      balance.claimable === 0 && balance.totalEarned === 0,
      `expected claimable and totalEarned 0 after the reset, got ${JSON.stringify(balance)}`,
    );
  }
  if (kit.isImplemented(route('getWallet'))) {
    const wallet = (await kit.send('get', routes.getWallet.path)).body as { address: unknown };
    expectThat(wallet.address === null, `expected no wallet address after the reset, got ${JSON.stringify(wallet)}`);
  }
  const me = await kit.send('get', routes.getMe.path);
  expectThat(me.status === 200, `the token stopped working with the reset: GET /api/me answered ${brief(me)}`);
  const user = me.body as { tier: string; oCTOSSPoints: number };
  expectThat(
    user.tier === 'Bronze' && user.oCTOSSPoints === 0,
    `expected Bronze with 0 points after the reset, got ${user.tier} with ${user.oCTOSSPoints}`,
  );
}

const everything = { read: [], write: [...groups] };

/** The sandbox's reset: an empty start right after it (first of all checks), and again at the end with catalogues kept. */
export function sandboxChecks(): CheckDef[] {
  return [
    {
      group: 'behaviour',
      route: route('resetTestnet'),
      name: 'after a reset the user’s sandbox is empty and the token still works',
      rule: 'The sandbox',
      phase: 'fresh',
      order: -1,
      needs: ['sandbox'],
      uses: ['getMe'],
      locks: everything,
      run: expectEmpty,
    },
    {
      group: 'behaviour',
      route: route('resetTestnet'),
      name: 'a reset at the end empties what the run made, keeps the catalogues and the token',
      rule: 'The sandbox',
      phase: 'final',
      needs: ['sandbox'],
      wants: ['claims', 'points'],
      uses: ['getMe'],
      locks: everything,
      async run(kit) {
        const catalogues = allRoutes.filter(
          (row) =>
            row.public &&
            row.method === 'get' &&
            row.group !== 'meta' &&
            !row.path.includes('{') &&
            kit.isImplemented(row) &&
            row.group !== 'proof',
        );
        const before = await Promise.all(catalogues.map((row) => kit.send('get', kit.readPath(row)!)));
        const sent = await kit.send('post', routes.resetTestnet.path);
        expectSuccess(route('resetTestnet'), sent);
        expectThat(isRecord(sent.body) && sent.body.reset === true, `expected { reset: true }, got ${brief(sent)}`);
        await expectEmpty(kit);
        for (const [index, row] of catalogues.entries()) {
          const after = await kit.send('get', kit.readPath(row)!);
          expectThat(
            isDeepStrictEqual(after.body, before[index]!.body),
            `expected the catalogue GET ${row.path} unchanged by the reset, got another answer`,
          );
        }
      },
    },
  ];
}
