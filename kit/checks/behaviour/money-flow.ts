import { isDeepStrictEqual } from 'node:util';
import { routes } from '@octoss/contract/routes';
import { gasEstimateByNetwork, netCentsOfGross, sandbox } from '@octoss/contract/rules';
import { expectError, expectSuccess } from '../../answers';
import { writesOf, type CheckDef } from '../../check';
import { route } from '../../contract';
import { brief } from '../../http';
import type { Kit } from '../../kit';
import { expectThat } from '../../report';
import { idempotencyKey, refusedWallets, wallets } from '../../samples';
import { cents, ensureClaimable, readBalance } from '../funds';

type Row = Record<string, unknown>;
type Accrual = { id: string; exchange: string; gross: number; net: number; status: string; accrualAt: string };
type Record_ = {
  id: string;
  exchange: string;
  state: string;
  sourceLabel: string;
  amount: number;
  txHash: string | null;
  timestamp: string;
};
type Payout = { id: string; amount: number; status: string; txHash: string | null; network: string; timestamp: string };

const moneyLocks = { read: [], write: writesOf('createClaim', 'simulateFees', 'updateWallet', 'createUidLink') };
const byId = (rows: Row[]) => new Set(rows.map((row) => String(row.id)));
const sorted = (values: (string | number)[]) => [...values].map(String).sort().join(',');

/** Accruals, records and balance: what simulate-fees and claims are measured against. */
async function ledger(kit: Kit) {
  return {
    accruals: (await kit.readAll(route('listAccruals'))) as unknown as Accrual[],
    records: kit.isImplemented(route('listReconciliations'))
      ? ((await kit.readAll(route('listReconciliations'))) as unknown as Record_[])
      : undefined,
    balance: await readBalance(kit),
  };
}

/**
 * The money flow, each write followed by the reads that show it: simulated fees create one NEW
 * accrual and one MATCHED record per approved link and raise the balance by their nets (90% of
 * gross, half up); a claim lowers the balance by its amount and its payout and PAYOUT_CLAIMED
 * record are listed; the wallet stores what was sent and refuses bad addresses without a change.
 */
export function moneyFlowChecks(): CheckDef[] {
  return [
    {
      group: 'behaviour',
      route: route('simulateFees'),
      name: 'with no approved link, simulate-fees is a 422 no_approved_links and creates nothing',
      rule: 'The sandbox',
      phase: 'fresh',
      needs: ['sandbox'],
      uses: ['getBalance', 'listAccruals'],
      locks: moneyLocks,
      async run(kit) {
        const before = await kit.stateFor(route('simulateFees'));
        expectError(route('simulateFees'), await kit.send('post', routes.simulateFees.path), {
          status: 422,
          code: 'no_approved_links',
        });
        const changed = await kit.changedSince(before);
        expectThat(changed.length === 0, `expected nothing created, but ${changed.join(' | ')}`);
      },
    },
    {
      group: 'behaviour',
      route: route('simulateFees'),
      name: 'simulate-fees creates one NEW accrual and one MATCHED record per approved link; the balance rises by their nets',
      rule: 'The sandbox',
      needs: ['approved'],
      uses: ['listAccruals', 'listUidLinks', 'getBalance'],
      locks: moneyLocks,
      async run(kit) {
        const approved = (
          (await kit.readAll(route('listUidLinks'))) as unknown as { exchange: string; status: string }[]
        ).filter((link) => link.status === 'APPROVED');
        const before = await ledger(kit);
        const sent = await kit.send('post', routes.simulateFees.path);
        expectSuccess(route('simulateFees'), sent);
        const result = sent.body as { accrualsCreated: number; reconciliationsCreated: number; claimableAdded: number };
        const after = await ledger(kit);
        const seen = byId(before.accruals as unknown as Row[]);
        const created = after.accruals.filter((row) => !seen.has(row.id));
        expectThat(
          result.accrualsCreated === approved.length && created.length === approved.length,
          `${approved.length} approved links: expected ${approved.length} accruals, the answer says ${result.accrualsCreated} and GET /api/accruals shows ${created.length} new`,
        );
        expectThat(
          sorted(created.map((row) => row.exchange)) === sorted(approved.map((link) => link.exchange)),
          `expected one accrual per approved link's exchange (${sorted(approved.map((link) => link.exchange))}), got ${sorted(created.map((row) => row.exchange))}`,
        );
        for (const row of created) {
          expectThat(row.status === 'NEW', `accrual ${row.id}: expected status NEW, got ${row.status}`);
          expectThat(
            row.gross >= sandbox.simulatedGross.min && row.gross <= sandbox.simulatedGross.max,
            `accrual ${row.id}: expected a gross of ${sandbox.simulatedGross.min}-${sandbox.simulatedGross.max}, got ${row.gross}`,
          );
          const net = netCentsOfGross(cents(row.gross)) / 100;
          expectThat(
            cents(row.net) === cents(net),
            `accrual ${row.id}: gross ${row.gross}: expected net ${net} (90%, half up), got ${row.net}`,
          );
        }
        const nets = created.reduce((sum, row) => sum + cents(row.net), 0);
        expectThat(
          cents(result.claimableAdded) === nets,
          `expected claimableAdded ${nets / 100} (the sum of the new nets), got ${result.claimableAdded}`,
        );
        expectThat(
          cents(after.balance.claimable) - cents(before.balance.claimable) === nets,
          `expected claimable ${before.balance.claimable} + ${nets / 100} (the new nets), got ${after.balance.claimable}`,
        );
        expectThat(
          cents(after.balance.totalEarned) - cents(before.balance.totalEarned) === nets,
          `expected totalEarned ${before.balance.totalEarned} + ${nets / 100} (the new nets), got ${after.balance.totalEarned}`,
        );
        if (before.records && after.records) {
          const old = byId(before.records as unknown as Row[]);
          const records = after.records.filter((row) => !old.has(row.id));
          expectThat(
            result.reconciliationsCreated === records.length && records.length === approved.length,
            `expected ${approved.length} new records, the answer says ${result.reconciliationsCreated} and GET /api/reconciliations shows ${records.length}`,
          );
          for (const row of records)
            expectThat(
              row.state === 'MATCHED' && row.sourceLabel === 'EXCHANGE_PAID' && row.txHash,
              `record ${row.id}: expected MATCHED EXCHANGE_PAID with a txHash, got ${JSON.stringify(row)}`,
            );
          expectThat(
            sorted(records.map((row) => `${row.exchange} ${cents(row.amount)}`)) ===
              sorted(created.map((row) => `${row.exchange} ${cents(row.net)}`)),
            'expected the new records to be the new accruals’ nets, one per exchange, got others',
          );
        }
      },
    },
    {
      group: 'behaviour',
      route: route('createClaim'),
      name: 'a claim lowers the balance by its amount at once; its payout and PAYOUT_CLAIMED record are listed',
      rule: 'Payouts and the wallet',
      needs: ['fees', 'wallet'],
      uses: ['getBalance', 'listPayouts', 'getWallet'],
      locks: moneyLocks,
      async run(kit) {
        const balance = await ensureClaimable(kit, kit.state.minimum + 1);
        const amount = (cents(kit.state.minimum) + 37) / 100;
        const wallet = (await kit.send('get', routes.getWallet.path)).body as { network: string };
        const sent = await kit.send('post', routes.createClaim.path, { body: { amount }, headers: idempotencyKey() });
        expectSuccess(route('createClaim'), sent);
        const { payout, balance: answered } = sent.body as {
          payout: Payout;
          balance: { claimable: number; totalEarned: number };
        };
        const expected = (cents(balance.claimable) - cents(amount)) / 100;
        expectThat(payout.amount === amount, `expected a payout of ${amount}, got ${payout.amount}`);
        expectThat(
          payout.network === wallet.network,
          `expected the payout on the wallet's network ${wallet.network}, got ${payout.network}`,
        );
        expectThat(
          payout.status === 'COMPLETED' && payout.txHash,
          `expected COMPLETED with a txHash at once (the sandbox), got ${payout.status} ${payout.txHash}`,
        );
        expectThat(
          answered.claimable === expected,
          `expected claimable ${expected} (${balance.claimable} − ${amount}) in the claim's answer, got ${answered.claimable}`,
        );
        const after = await readBalance(kit);
        expectThat(
          after.claimable === expected,
          `expected GET /api/payouts/balance to say claimable ${expected} (${balance.claimable} − ${amount}) after the claim, got ${after.claimable}`,
        );
        expectThat(
          after.totalEarned === balance.totalEarned,
          `expected totalEarned to stay ${balance.totalEarned} with a claim, got ${after.totalEarned}`,
        );
        const payouts = (await kit.readAll(route('listPayouts'))) as unknown as Payout[];
        const listed = payouts.find((row) => row.id === payout.id);
        expectThat(
          listed && listed.amount === amount,
          `expected GET /api/payouts to list payout ${payout.id} of ${amount}, got no such row`,
        );
        if (kit.isImplemented(route('listReconciliations'))) {
          const records = (await kit.readAll(route('listReconciliations'))) as unknown as Record_[];
          const record = records.find((row) => row.sourceLabel === 'PAYOUT_CLAIMED' && row.txHash === payout.txHash);
          expectThat(
            record && cents(record.amount) === -cents(amount) && record.state === 'MATCHED',
            `expected a MATCHED PAYOUT_CLAIMED record of −${amount} with the payout's txHash, got ${JSON.stringify(record)}`,
          );
        }
      },
    },
    {
      group: 'behaviour',
      route: route('updateWallet'),
      name: 'a valid address of each network is stored and read back; the balance quotes its network and gas',
      rule: 'Payouts and the wallet',
      needs: ['sandbox'],
      uses: ['getWallet', 'getBalance'],
      locks: moneyLocks,
      async run(kit) {
        for (const wallet of [wallets.erc20Lower, wallets.trc20, wallets.bep20, wallets.erc20]) {
          const sent = await kit.send('put', routes.updateWallet.path, {
            body: { ...wallet, address: ` ${wallet.address} ` },
          });
          expectSuccess(route('updateWallet'), sent);
          const stored = sent.body as { network: string; address: string; updatedAt: string | null };
          expectThat(
            stored.network === wallet.network && stored.address === wallet.address && stored.updatedAt,
            `PUT ${wallet.network} ${wallet.address}: expected it stored as sent (trimmed) with updatedAt, got ${brief(sent)}`,
          );
          const read = await kit.send('get', routes.getWallet.path);
          expectThat(
            isDeepStrictEqual(read.body, sent.body),
            `GET /api/payouts/wallet after the PUT: expected ${sent.text}, got ${brief(read)}`,
          );
          const balance = await readBalance(kit);
          expectThat(
            balance.network === wallet.network && balance.gasEstimate === gasEstimateByNetwork[wallet.network],
            `expected the balance to quote ${wallet.network} and its gas ${gasEstimateByNetwork[wallet.network]}, got ${balance.network} ${balance.gasEstimate}`,
          );
        }
      },
    },
    {
      group: 'behaviour',
      route: route('updateWallet'),
      name: 'a refused address is a 422 with its code and leaves the wallet as it was',
      rule: 'Payouts and the wallet',
      needs: ['wallet'],
      uses: ['getWallet'],
      locks: moneyLocks,
      async run(kit) {
        const before = (await kit.send('get', routes.getWallet.path)).text;
        const wrong: string[] = [];
        await Promise.all(
          refusedWallets.map(async (wallet) => {
            const sent = await kit.send('put', routes.updateWallet.path, {
              body: { network: wallet.network, address: wallet.address },
            });
            try {
              expectError(route('updateWallet'), sent, { status: 422, code: wallet.code });
            } catch (error) {
              wrong.push(`${wallet.name}: ${error instanceof Error ? error.message : String(error)}`);
            }
          }),
        );
        expectThat(wrong.length === 0, wrong.join(' | '));
        const after = await kit.send('get', routes.getWallet.path);
        expectThat(after.text === before, `the wallet changed: ${before} → ${after.text}`);
      },
    },
  ];
}
