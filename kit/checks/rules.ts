import { routes } from '@octoss/contract/routes';
import { netCentsOfGross, roundsUp } from '@octoss/contract/rules';
import { expectSuccess } from '../answers';
import { readsOf, writesOf, type CheckDef } from '../check';
import { route } from '../contract';
import type { Kit } from '../kit';
import { expectThat, skipUnless } from '../report';
import { cents } from './funds';

type Accrual = { id: string; gross: number; net: number };
type Record_ = {
  id: string;
  state: string;
  exchange: string;
  amount: number;
  txHash: string | null;
  timestamp: string;
};

const get = async <T>(kit: Kit, name: Parameters<typeof route>[0]) => {
  const sent = await kit.send('get', kit.readPath(route(name))!);
  expectSuccess(route(name), sent);
  return sent.body as T;
};

const figures = 'One figure, one source';

/**
 * Business rules recomputed from what the server answers: net = 90% of gross, half up, on every
 * accrual (simulating more until a gross whose rounding tells half up from down is among them);
 * and every figure two reads share agrees (the guide's "One figure, one source").
 */
export function rulesChecks(): CheckDef[] {
  return [
    {
      group: 'rules',
      route: route('listAccruals'),
      name: "every accrual's net is 90% of its gross, rounded half up to the cent",
      rule: 'Payback formula and rounding',
      needs: ['fees'],
      locks: { read: [], write: writesOf('simulateFees') },
      async run(kit) {
        for (let time = 0; ; time += 1) {
          const rows = (await kit.readAll(route('listAccruals'))) as unknown as Accrual[];
          const wrong = rows.filter((row) => cents(row.net) !== netCentsOfGross(cents(row.gross)));
          expectThat(
            wrong.length === 0,
            `expected net = gross × 0.9 rounded half up on every accrual, got ${wrong.length} of ${rows.length} that are not: ${wrong
              .slice(0, 3)
              .map(
                (row) => `gross ${row.gross}: expected net ${netCentsOfGross(cents(row.gross)) / 100}, got ${row.net}`,
              )
              .join('; ')}`,
          );
          if (
            rows.some((row) => roundsUp(cents(row.gross))) ||
            time >= 8 ||
            !kit.isImplemented(route('simulateFees'))
          ) {
            skipUnless(rows.length, 'no accruals to recompute');
            return;
          }
          // Only a gross whose 90% ends in half a cent or more tells half up from rounding down: simulate until one shows.
          expectSuccess(route('simulateFees'), await kit.send('post', routes.simulateFees.path));
        }
      },
    },
    {
      group: 'rules',
      route: route('getDashboard'),
      name: "the dashboard's figures are the balance's, the schedule's, the summary's and the session's",
      rule: figures,
      wants: ['claims', 'points'],
      uses: ['getBalance', 'getPayoutSchedule', 'getReconciliationSummary', 'getMe'],
      locks: {
        read: readsOf('getDashboard', 'getBalance', 'getReconciliationSummary', 'getMe', 'listAccruals'),
        write: [],
      },
      async run(kit) {
        type Dashboard = {
          earnings: {
            totalEarned: number;
            claimable: number;
            last30dTotal: number;
            last30d: { v: number }[];
            nextPayoutAt: string;
            payoutFrequency: string;
          };
          proof: { counts: Record<string, number> };
          tier: { tier: string; points: number };
        };
        const dashboard = await get<Dashboard>(kit, 'getDashboard');
        const balance = await get<{ claimable: number; totalEarned: number }>(kit, 'getBalance');
        const schedule = await get<{ nextAutoPayoutAt: string; frequency: string }>(kit, 'getPayoutSchedule');
        const summary = await get<{ counts: Record<string, number> }>(kit, 'getReconciliationSummary');
        const me = await get<{ tier: string; oCTOSSPoints: number }>(kit, 'getMe');
        const { earnings } = dashboard;
        const pairs: [string, unknown, unknown][] = [
          ['earnings.claimable / balance.claimable', earnings.claimable, balance.claimable],
          ['earnings.totalEarned / balance.totalEarned', earnings.totalEarned, balance.totalEarned],
          [
            'earnings.last30dTotal / the sum of earnings.last30d',
            cents(earnings.last30dTotal),
            earnings.last30d.reduce((sum, point) => sum + cents(point.v), 0),
          ],
          ['earnings.nextPayoutAt / schedule.nextAutoPayoutAt', earnings.nextPayoutAt, schedule.nextAutoPayoutAt],
          ['earnings.payoutFrequency / schedule.frequency', earnings.payoutFrequency, schedule.frequency],
          ['proof.counts / summary.counts', JSON.stringify(dashboard.proof.counts), JSON.stringify(summary.counts)],
          ['tier.tier / session tier', dashboard.tier.tier, me.tier],
          ['tier.points / session oCTOSSPoints', dashboard.tier.points, me.oCTOSSPoints],
        ];
        const differ = pairs.filter(([, a, b]) => a !== b);
        expectThat(
          differ.length === 0,
          `expected the same figures, got ${differ.map(([name, a, b]) => `${name}: ${String(a)} ≠ ${String(b)}`).join('; ')}`,
        );
      },
    },
    {
      group: 'rules',
      route: route('getPayoutSchedule'),
      name: "the schedule's tier is the session's, its cadence that tier's in the tier table, its minimum the balance's",
      rule: figures,
      uses: ['getMe', 'listTiers', 'getBalance'],
      locks: { read: readsOf('getPayoutSchedule', 'getMe', 'listTiers', 'getBalance'), write: [] },
      async run(kit) {
        const schedule = await get<{ tier: string; frequency: string; minimumClaim: number }>(kit, 'getPayoutSchedule');
        const me = await get<{ tier: string; nextTier: string | null }>(kit, 'getMe');
        const tiers = await get<{ tier: string; payoutFreq: string }[]>(kit, 'listTiers');
        const balance = await get<{ minimumClaim: number }>(kit, 'getBalance');
        const index = tiers.findIndex((row) => row.tier === me.tier);
        expectThat(
          schedule.tier === me.tier,
          `expected schedule.tier ${me.tier} (the session's), got ${schedule.tier}`,
        );
        expectThat(
          schedule.frequency === tiers[index]?.payoutFreq,
          `expected schedule.frequency ${tiers[index]?.payoutFreq} (the tier table's for ${me.tier}), got ${schedule.frequency}`,
        );
        expectThat(
          schedule.minimumClaim === balance.minimumClaim,
          `expected schedule.minimumClaim ${balance.minimumClaim} (the balance's), got ${schedule.minimumClaim}`,
        );
        expectThat(
          me.nextTier === (tiers[index + 1]?.tier ?? null),
          `expected the session's nextTier ${tiers[index + 1]?.tier ?? null} (the table's next after ${me.tier}), got ${me.nextTier}`,
        );
      },
    },
    {
      group: 'rules',
      route: route('getReconciliationSummary'),
      name: "the summary counts the list's records by state; lastTx is the newest record",
      rule: figures,
      wants: ['claims'],
      uses: ['listReconciliations'],
      locks: { read: readsOf('getReconciliationSummary'), write: [] },
      async run(kit) {
        const summary = await get<{
          counts: Record<string, number>;
          lastTx: { exchange: string; amount: number; txHash: string | null; timestamp: string } | null;
        }>(kit, 'getReconciliationSummary');
        const rows = (await kit.readAll(route('listReconciliations'))) as unknown as Record_[];
        const counts = Object.fromEntries(
          Object.keys(summary.counts).map((state) => [
            state,
            rows.filter((row) => row.state.toLowerCase() === state).length,
          ]),
        );
        expectThat(
          JSON.stringify(counts) === JSON.stringify(summary.counts),
          `expected the summary to count ${JSON.stringify(counts)} (the list's records by state), got ${JSON.stringify(summary.counts)}`,
        );
        const newest = rows[0];
        const expected = newest
          ? { exchange: newest.exchange, amount: newest.amount, txHash: newest.txHash, timestamp: newest.timestamp }
          : null;
        expectThat(
          JSON.stringify(summary.lastTx) === JSON.stringify(expected),
          `expected lastTx ${JSON.stringify(expected)} (the newest record), got ${JSON.stringify(summary.lastTx)}`,
        );
      },
    },
    {
      group: 'rules',
      route: route('getProfile'),
      name: "the trader's public profile counts their own completed payouts and records",
      rule: figures,
      wants: ['claims', 'ids'],
      uses: ['getReferral', 'listPayouts', 'listReconciliations'],
      locks: { read: readsOf('getProfile', 'getReferral', 'listPayouts', 'listReconciliations'), write: [] },
      async run(kit) {
        const { code } = await get<{ code: string }>(kit, 'getReferral');
        const sent = await kit.send('get', routes.getProfile.path.replace('{code}', encodeURIComponent(code)));
        expectSuccess(route('getProfile'), sent);
        const profile = sent.body as {
          recentClaims: number;
          discrepancyRate: number;
          snapshots: { exchange: string; timestamp: string; status: string }[];
        };
        const payouts = (await kit.readAll(route('listPayouts'))) as unknown as { status: string }[];
        const rows = (await kit.readAll(route('listReconciliations'))) as unknown as Record_[];
        const completed = payouts.filter((row) => row.status === 'COMPLETED').length;
        const rate = rows.length ? rows.filter((row) => row.state === 'DISCREPANCY').length / rows.length : 0;
        const status = { MATCHED: 'Matched', DISCREPANCY: 'Discrepancy', UNMATCHED: 'Pending' } as Record<
          string,
          string
        >;
        const snapshots = rows
          .slice(0, 3)
          .map((row) => ({ exchange: row.exchange, timestamp: row.timestamp, status: status[row.state] }));
        expectThat(
          profile.recentClaims === completed,
          `expected recentClaims ${completed} (the trader's COMPLETED payouts), got ${profile.recentClaims}`,
        );
        expectThat(
          Math.abs(profile.discrepancyRate - rate) < 1e-9,
          `expected discrepancyRate ${rate} (the trader's records), got ${profile.discrepancyRate}`,
        );
        expectThat(
          JSON.stringify(profile.snapshots) === JSON.stringify(snapshots),
          `expected snapshots ${JSON.stringify(snapshots)} (the 3 newest records), got ${JSON.stringify(profile.snapshots)}`,
        );
      },
    },
  ];
}
