import { routes } from '@octoss/contract/routes';
import { sandbox } from '@octoss/contract/rules';
import { expectError, expectSuccess } from '../../answers';
import { writesOf, type CheckDef } from '../../check';
import { route } from '../../contract';
import { brief } from '../../http';
import type { Kit } from '../../kit';
import { expectThat, skipUnless } from '../../report';
import { idempotencyKey } from '../../samples';

type Record_ = { id: string; state: string; disputed: boolean; sourceLabel: string };
type Settlement = { id: string; type: string; status: string; requestedAt: string | null; txHash: string | null };
type Tier = { tier: string; disputeSLA: number };

const hourMs = 3_600_000;
const records = route('listReconciliations');
const settlements = route('listSettlements');
const reason = 'The exchange paid less than the accrual says.';

const dispute = (kit: Kit, id: string, text = reason) =>
  kit.send('post', routes.createDispute.path.replace('{id}', encodeURIComponent(id)), {
    body: { reason: `  ${text}  ` },
  });

const request = (kit: Kit, id: string) =>
  kit.send('post', routes.requestSettlement.path.replace('{id}', encodeURIComponent(id)), {
    headers: idempotencyKey(),
  });

/**
 * Records and settlements: a MATCHED record cannot be disputed; a DISCREPANCY record takes one
 * dispute, answered by the tier's SLA and shown as disputed; a PENDING special settlement is
 * requested and then processed and paid by the sandbox's clock, never back; anything else cannot be
 * requested. Where the sandbox holds no such row, the check is skipped with that reason.
 */
export function recordChecks(): CheckDef[] {
  const disputeLocks = { read: ['session', 'tiers'], write: writesOf('createDispute') };
  const settlementLocks = { read: [], write: writesOf('requestSettlement') };
  return [
    {
      group: 'behaviour',
      route: route('createDispute'),
      name: 'a MATCHED record cannot be disputed: 409 not_disputable, nothing stored',
      rule: 'Reconciliation records and disputes',
      needs: ['fees'],
      uses: ['listReconciliations'],
      locks: disputeLocks,
      async run(kit) {
        const rows = (await kit.readAll(records)) as unknown as Record_[];
        const matched = rows.find((row) => row.state === 'MATCHED');
        skipUnless(matched, 'no MATCHED record to try');
        expectError(route('createDispute'), await dispute(kit, matched.id), { status: 409, code: 'not_disputable' });
        const after = ((await kit.readAll(records)) as unknown as Record_[]).find((row) => row.id === matched.id);
        expectThat(after?.disputed === false, `the refused dispute marked record ${matched.id} disputed`);
      },
    },
    {
      group: 'behaviour',
      route: route('createDispute'),
      name: "a DISCREPANCY record takes one dispute: respondBy = createdAt + the tier's SLA, listed as disputed; a second is a 409 already_disputed",
      rule: 'Reconciliation records and disputes',
      wants: ['sandbox', 'fees'],
      uses: ['listReconciliations', 'getMe', 'listTiers'],
      locks: disputeLocks,
      async run(kit) {
        const rows = (await kit.readAll(records)) as unknown as Record_[];
        const open = rows.find((row) => row.state === 'DISCREPANCY' && !row.disputed);
        skipUnless(
          open,
          'the server holds no undisputed DISCREPANCY record (the sandbox’s simulate-fees creates MATCHED records only)',
        );
        const me = (await kit.send('get', routes.getMe.path)).body as { tier: string };
        const tiers = (await kit.send('get', routes.listTiers.path)).body as Tier[];
        const sla = tiers.find((row) => row.tier === me.tier)?.disputeSLA;
        const sent = await dispute(kit, open.id);
        expectSuccess(route('createDispute'), sent);
        const made = sent.body as {
          reconciliationId: string;
          reason: string;
          createdAt: string;
          respondBy: string;
          slaHours: number;
        };
        expectThat(
          made.reconciliationId === open.id && made.reason === reason,
          `expected the dispute of ${open.id} with the reason trimmed, got ${brief(sent)}`,
        );
        expectThat(
          made.slaHours === sla,
          `expected slaHours ${sla} (a ${me.tier} trader's disputeSLA in GET /api/tiers), got ${made.slaHours}`,
        );
        expectThat(
          Date.parse(made.respondBy) - Date.parse(made.createdAt) === made.slaHours * hourMs,
          `expected respondBy = createdAt ${made.createdAt} + ${made.slaHours} h, got ${made.respondBy}`,
        );
        const listed = ((await kit.readAll(records)) as unknown as Record_[]).find((row) => row.id === open.id);
        expectThat(listed?.disputed === true, `GET /api/reconciliations does not show record ${open.id} disputed`);
        expectError(route('createDispute'), await dispute(kit, open.id, 'A second report of the same record.'), {
          status: 409,
          code: 'already_disputed',
        });
      },
    },
    {
      group: 'behaviour',
      route: route('requestSettlement'),
      name: `a PENDING special settlement is REQUESTED at once, then PROCESSING and PAID (sandbox: ${sandbox.settlementProcessingAfterMs / 1000} s and ${sandbox.settlementPaidAfterMs / 1000} s), never back; requested again it is a 409`,
      rule: 'Settlements',
      wants: ['sandbox'],
      uses: ['listSettlements'],
      locks: settlementLocks,
      async run(kit) {
        const rows = (await kit.readAll(settlements)) as unknown as Settlement[];
        const pending = rows.find((row) => row.type === 'SPECIAL' && row.status === 'PENDING');
        skipUnless(pending, 'the server holds no PENDING special settlement (the sandbox starts with none)');
        const sent = await request(kit, pending.id);
        expectSuccess(route('requestSettlement'), sent);
        const made = sent.body as Settlement;
        expectThat(
          made.status === 'REQUESTED' && made.requestedAt && made.txHash === null,
          `expected REQUESTED with requestedAt and no txHash, got ${brief(sent)}`,
        );
        expectError(route('requestSettlement'), await request(kit, pending.id), {
          status: 409,
          code: 'not_requestable',
        });
        const order = ['PENDING', 'REQUESTED', 'PROCESSING', 'PAID'];
        const deadline = Date.parse(made.requestedAt!) + sandbox.settlementPaidAfterMs + kit.slackMs;
        let last = 'REQUESTED';
        for (;;) {
          const row = ((await kit.readAll(settlements)) as unknown as Settlement[]).find(
            (item) => item.id === pending.id,
          );
          expectThat(row, `GET /api/settlements no longer lists ${pending.id}`);
          expectThat(
            order.indexOf(row.status) >= order.indexOf(last),
            `expected settlement ${pending.id} to move only forward, got ${last} then ${row.status}`,
          );
          last = row.status;
          if (row.status === 'PAID') {
            expectThat(row.txHash, `a PAID settlement needs its txHash, got ${row.txHash}`);
            return;
          }
          expectThat(
            Date.now() < deadline,
            `expected settlement ${pending.id} PAID ${sandbox.settlementPaidAfterMs / 1000} s after its request (the sandbox), got ${row.status} after ${(sandbox.settlementPaidAfterMs + kit.slackMs) / 1000} s`,
          );
          await new Promise((resolve) => setTimeout(resolve, 500));
        }
      },
    },
    {
      group: 'behaviour',
      route: route('requestSettlement'),
      name: 'an EXCHANGE settlement cannot be requested: 409 not_requestable',
      rule: 'Settlements',
      wants: ['sandbox'],
      uses: ['listSettlements'],
      locks: settlementLocks,
      async run(kit) {
        const rows = (await kit.readAll(settlements)) as unknown as Settlement[];
        const exchange = rows.find((row) => row.type === 'EXCHANGE');
        skipUnless(exchange, 'the server holds no EXCHANGE settlement (the sandbox starts with none)');
        expectError(route('requestSettlement'), await request(kit, exchange.id), {
          status: 409,
          code: 'not_requestable',
        });
      },
    },
  ];
}
