import { isDeepStrictEqual } from 'node:util';
import { routes } from '@octoss/contract/routes';
import { pointsWeeklyCap, sandbox, weekStartUtc } from '@octoss/contract/rules';
import { inactivityDecay } from '@octoss/contract/terms';
import { expectError, expectSuccess } from '../../answers';
import { writesOf, type CheckDef } from '../../check';
import { route } from '../../contract';
import { brief } from '../../http';
import type { Kit } from '../../kit';
import { expectThat, skipUnless } from '../../report';
import { sampleOf } from '../../samples';

type Entry = { id: string; date: string; source: string; delta: number; balance: number };
type Me = { id: string; tier: string; oCTOSSPoints: number; nextTier: string | null };
type Tier = { tier: string; minScore: number; payoutFreq: string };
type Promo = { id: string; status: string; isSaved: boolean };

const me = async (kit: Kit) => (await kit.send('get', routes.getMe.path)).body as Me;
const earn = (kit: Kit, source: string) => kit.send('post', routes.earnPoints.path, { body: { source } });

/**
 * Points, tiers, promos, the playbook, partner applications and the auto-settlement rule: each
 * write followed by the reads that show it, and the caps and one-drop rule recomputed.
 */
export function growthChecks(): CheckDef[] {
  const pointsLocks = { read: ['tiers'], write: writesOf('earnPoints', 'recalculateTier') };
  const checks: CheckDef[] = [
    {
      group: 'behaviour',
      route: route('earnPoints'),
      name: 'an earn adds its delta to the points balance; the history and the session show it',
      rule: 'Points and tiers',
      needs: ['sandbox'],
      uses: ['getMe', 'listPointsHistory'],
      locks: pointsLocks,
      async run(kit) {
        const before = await me(kit);
        const sent = await earn(kit, 'REFERRAL');
        expectSuccess(route('earnPoints'), sent);
        const entry = sent.body as Entry;
        expectThat(
          entry.source === 'REFERRAL' &&
            entry.delta >= sandbox.earnedPoints.min &&
            entry.delta <= sandbox.earnedPoints.max,
          `expected a REFERRAL entry of ${sandbox.earnedPoints.min}-${sandbox.earnedPoints.max} points (the sandbox's range), got ${brief(sent)}`,
        );
        expectThat(
          entry.balance === before.oCTOSSPoints + entry.delta,
          `expected balance ${before.oCTOSSPoints + entry.delta} (the session's ${before.oCTOSSPoints} + ${entry.delta}), got ${entry.balance}`,
        );
        const after = await me(kit);
        expectThat(
          after.oCTOSSPoints === entry.balance,
          `expected GET /api/me to say ${entry.balance} points after the earn, got ${after.oCTOSSPoints}`,
        );
        const history = (await kit.readAll(route('listPointsHistory'))) as unknown as Entry[];
        expectThat(
          history.some((row) => row.id === entry.id && isDeepStrictEqual(row, entry)),
          `expected GET /api/points/history to list entry ${entry.id} as answered, got no such row`,
        );
      },
    },
  ];
  for (const [source, cap] of Object.entries(pointsWeeklyCap))
    if (cap !== null)
      checks.push({
        group: 'behaviour',
        route: route('earnPoints'),
        name: `${source} stops at its weekly cap of ${cap}: the last grant is cut to it, then 422 weekly_cap_reached`,
        rule: 'Points and tiers',
        needs: ['sandbox'],
        uses: ['listPointsHistory'],
        locks: pointsLocks,
        async run(kit) {
          let refused;
          for (let time = 0; time <= cap / 10 + 2; time += 1) {
            const sent = await earn(kit, source);
            if (sent.status === 422) {
              refused = sent;
              break;
            }
            expectSuccess(route('earnPoints'), sent);
            expectThat((sent.body as Entry).delta > 0, `a grant of ${(sent.body as Entry).delta} points`);
          }
          expectThat(refused, `expected a 422 within ${cap / 10 + 2} earns (weekly cap ${cap}), got grants all along`);
          expectError(route('earnPoints'), refused, { status: 422, code: 'weekly_cap_reached' });
          const week = weekStartUtc(Date.now());
          const history = (await kit.readAll(route('listPointsHistory'))) as unknown as Entry[];
          const earned = history
            .filter((row) => row.source === source && row.delta > 0 && Date.parse(row.date) >= week)
            .reduce((sum, row) => sum + row.delta, 0);
          expectThat(
            earned === cap,
            `expected ${source} to grant exactly its cap of ${cap} this week (from Monday 00:00 UTC) before the 422, got ${earned}`,
          );
        },
      });
  checks.push(
    {
      group: 'behaviour',
      route: route('recalculateTier'),
      name: 'a recalculation scores the points, moves at most one tier down, and the session and schedule show the new tier',
      rule: 'Points and tiers',
      needs: ['sandbox'],
      wants: ['points'],
      uses: ['getMe', 'listTiers'],
      locks: pointsLocks,
      async run(kit) {
        const before = await me(kit);
        const tiers = (await kit.send('get', routes.listTiers.path)).body as Tier[];
        const sent = await kit.send('post', routes.recalculateTier.path);
        expectSuccess(route('recalculateTier'), sent);
        const result = sent.body as { previousTier: string; tier: string; score: number; notes: string[] };
        expectThat(
          result.previousTier === before.tier,
          `expected previousTier ${before.tier} (the session's), got ${result.previousTier}`,
        );
        expectThat(
          result.notes.includes('window_30d'),
          `expected notes to hold window_30d, got ${result.notes.join(', ')}`,
        );
        const decayed = result.notes.includes('decay_applied');
        const score = decayed ? Math.floor(before.oCTOSSPoints * inactivityDecay) : before.oCTOSSPoints;
        expectThat(
          result.score === score,
          `expected score ${score} (${before.oCTOSSPoints} points${decayed ? ', decayed' : ''}), got ${result.score}`,
        );
        const order = tiers.map((row) => row.tier);
        let reached = 0;
        tiers.forEach((row, index) => {
          if (score >= row.minScore) reached = index;
        });
        const from = order.indexOf(before.tier);
        const expected = reached < from - 1 ? order[from - 1] : order[reached];
        expectThat(
          result.tier === expected,
          `score ${score} reaches ${order[reached]}; from ${before.tier} (at most one down) the tier is ${expected}, got ${result.tier}`,
        );
        expectThat(
          result.notes.includes('drop_limited') === reached < from - 1,
          `expected drop_limited in notes ${reached < from - 1 ? 'with' : 'without'} a drop of more than one tier, got ${result.notes.join(', ')}`,
        );
        const after = await me(kit);
        expectThat(
          after.tier === result.tier,
          `expected GET /api/me to say ${result.tier} after the recalculation, got ${after.tier}`,
        );
        if (kit.isImplemented(route('getPayoutSchedule'))) {
          const schedule = (await kit.send('get', routes.getPayoutSchedule.path)).body as {
            tier: string;
            frequency: string;
          };
          const cadence = tiers.find((row) => row.tier === result.tier)?.payoutFreq;
          expectThat(
            schedule.tier === result.tier && schedule.frequency === cadence,
            `the payout schedule says ${schedule.tier} ${schedule.frequency}, expected ${result.tier} ${cadence}`,
          );
        }
      },
    },
    {
      group: 'behaviour',
      route: route('savePromo'),
      name: 'saving and unsaving a promo shows in the list, never in the catalogue; an expired promo is a 422 promo_expired',
      rule: 'Reads, writes and the clock',
      needs: ['sandbox'],
      uses: ['listPromos', 'listPromoCatalogue', 'unsavePromo'],
      locks: { read: [], write: writesOf('savePromo') },
      async run(kit) {
        const all = (await kit.readAll(route('listPromos'), { includeExpired: 'true' })) as unknown as Promo[];
        const open = all.find((promo) => promo.status !== 'expired' && !promo.isSaved);
        skipUnless(open, 'no unsaved promo that has not expired');
        const catalogue = () => kit.readAll(route('listPromoCatalogue'), { includeExpired: 'true' });
        const listed = await catalogue();
        // The catalogue is the user's list without their mark: the same promos, in the same order.
        expectThat(
          isDeepStrictEqual(
            listed,
            all.map(({ isSaved: _isSaved, ...promo }) => promo),
          ),
          `expected GET /api/promos/catalogue to list GET /api/promos's promos without isSaved, got ${listed.length} rows that differ`,
        );
        const path = routes.savePromo.path.replace('{id}', encodeURIComponent(open.id));
        for (let time = 0; time < 2; time += 1) {
          const saved = await kit.send('put', path);
          expectSuccess(route('savePromo'), saved);
          expectThat((saved.body as Promo).isSaved === true, `PUT ${path}: expected isSaved true, got ${brief(saved)}`);
        }
        const savedRows = (await kit.readAll(route('listPromos'), { saved: 'true' })) as unknown as Promo[];
        expectThat(
          savedRows.some((promo) => promo.id === open.id && promo.isSaved),
          `expected GET /api/promos?saved=true to list ${open.id}, got no such row`,
        );
        const unsaved = await kit.send('delete', path);
        expectSuccess(route('unsavePromo'), unsaved);
        expectThat(
          (unsaved.body as Promo).isSaved === false,
          `DELETE ${path}: expected isSaved false, got ${brief(unsaved)}`,
        );
        const row = ((await kit.readAll(route('listPromos'))) as unknown as Promo[]).find(
          (promo) => promo.id === open.id,
        );
        expectThat(row?.isSaved === false, `GET /api/promos still shows ${open.id} saved`);
        expectThat(
          isDeepStrictEqual(await catalogue(), listed),
          'expected GET /api/promos/catalogue unchanged by saving and unsaving',
        );
        const expired = all.find((promo) => promo.status === 'expired');
        if (expired)
          expectError(
            route('savePromo'),
            await kit.send('put', routes.savePromo.path.replace('{id}', encodeURIComponent(expired.id))),
            {
              status: 422,
              code: 'promo_expired',
            },
          );
      },
    },
    {
      group: 'behaviour',
      route: route('updateChecklistItem'),
      name: 'ticking a checklist item is stored and read back',
      rule: 'Reads, writes and the clock',
      needs: ['sandbox'],
      uses: ['getPlaybook'],
      locks: { read: [], write: writesOf('updateChecklistItem') },
      async run(kit) {
        type Item = { id: string; completed: boolean };
        const items = () =>
          kit.send('get', routes.getPlaybook.path).then((sent) => (sent.body as { checklist: Item[] }).checklist);
        const item = (await items())[0];
        skipUnless(item, 'the playbook has no checklist item');
        const path = routes.updateChecklistItem.path.replace('{id}', encodeURIComponent(item.id));
        for (const completed of [!item.completed, item.completed]) {
          const sent = await kit.send('patch', path, { body: { completed } });
          expectSuccess(route('updateChecklistItem'), sent);
          expectThat(
            (sent.body as Item).completed === completed,
            `PATCH ${path} { completed: ${completed} }: expected completed ${completed}, got ${brief(sent)}`,
          );
          const read = (await items()).find((row) => row.id === item.id);
          expectThat(
            read?.completed === completed,
            `GET /api/playbook shows ${item.id} completed ${read?.completed}, expected ${completed}`,
          );
        }
      },
    },
    {
      group: 'behaviour',
      route: route('createPartnerApplication'),
      name: 'an application is received: 201 with an id and the time it was received',
      rule: 'Reads, writes and the clock',
      locks: { read: [], write: writesOf('createPartnerApplication') },
      async run(kit) {
        const [body] = sampleOf('createPartnerApplication', { minimum: 10, exchangeId: 'cex-a' })!;
        const sent = await kit.signedOut('post', routes.createPartnerApplication.path, { body });
        expectSuccess(route('createPartnerApplication'), sent);
        const receipt = sent.body as { id: string; receivedAt: string };
        expectThat(
          Math.abs(Date.parse(receipt.receivedAt) - sent.at) < 10 * 60_000,
          `expected receivedAt about now, got ${receipt.receivedAt}`,
        );
        expectError(
          route('createPartnerApplication'),
          await kit.signedOut('post', routes.createPartnerApplication.path, {
            body: { ...(body as object), consent: false },
          }),
          {
            status: 400,
            code: 'validation',
            field: 'consent',
          },
        );
      },
    },
    {
      group: 'behaviour',
      route: route('updateAutoSettlement'),
      name: 'the auto-settlement rule is stored as sent (customDays only with CUSTOM); its next run is ahead',
      rule: 'Settlements',
      needs: ['sandbox'],
      uses: ['getAutoSettlement'],
      locks: { read: [], write: writesOf('updateAutoSettlement') },
      async run(kit) {
        type Rule = {
          minAmount: number;
          cadence: string;
          customDays: number | null;
          nextRun: string;
          isEnabled: boolean;
        };
        const original = (await kit.send('get', routes.getAutoSettlement.path)).body as Rule;
        for (const [sentRule, stored] of [
          [{ minAmount: 150.5, cadence: 'CUSTOM', customDays: 10, isEnabled: true }, { customDays: 10 }],
          [{ minAmount: 100, cadence: 'WEEKLY', customDays: 5, isEnabled: false }, { customDays: null }],
        ] as const) {
          const sent = await kit.send('put', routes.updateAutoSettlement.path, { body: sentRule });
          expectSuccess(route('updateAutoSettlement'), sent);
          const rule = sent.body as Rule;
          expectThat(
            rule.minAmount === sentRule.minAmount &&
              rule.cadence === sentRule.cadence &&
              rule.isEnabled === sentRule.isEnabled &&
              rule.customDays === stored.customDays,
            `PUT ${JSON.stringify(sentRule)}: expected it stored with customDays ${stored.customDays}, got ${brief(sent)}`,
          );
          expectThat(Date.parse(rule.nextRun) > sent.sentAt - 60_000, `nextRun ${rule.nextRun} is not ahead`);
          const read = await kit.send('get', routes.getAutoSettlement.path);
          expectThat(
            isDeepStrictEqual(read.body, sent.body),
            `expected GET /api/settlements/auto to answer what the PUT did (${brief(sent)}), got ${brief(read)}`,
          );
        }
        expectError(
          route('updateAutoSettlement'),
          await kit.send('put', routes.updateAutoSettlement.path, {
            body: { minAmount: 100, cadence: 'CUSTOM', isEnabled: true },
          }),
          {
            status: 400,
            code: 'validation',
            field: 'customDays',
          },
        );
        const { minAmount, cadence, customDays, isEnabled } = original;
        await kit.send('put', routes.updateAutoSettlement.path, {
          body: { minAmount, cadence, customDays, isEnabled },
        });
      },
    },
  );
  return checks;
}
