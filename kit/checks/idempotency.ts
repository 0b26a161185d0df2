import { isDeepStrictEqual } from 'node:util';
import { expectError, expectSuccess } from '../answers';
import { writesOf, type CheckDef } from '../check';
import { allRoutes, isRecord, readsChangedBy, type Route } from '../contract';
import { brief, type Sent } from '../http';
import type { Kit } from '../kit';
import { expectThat } from '../report';
import { idempotencyKey } from '../samples';
import { cents, ensureClaimable } from './funds';

const duplicates = 20;
const rule = 'Idempotency and concurrency';

/** The numbers a write can move: each list's total and each top-level number of the other reads. */
async function numbersFor(kit: Kit, route: Route): Promise<Record<string, number>> {
  const numbers: Record<string, number> = {};
  for (const read of readsChangedBy(route)) {
    const path = kit.readPath(read);
    if (!path || read.produces === 'text/csv' || !kit.isImplemented(read)) continue;
    const { body } = await kit.send('get', path);
    if (isRecord(body))
      for (const [key, value] of Object.entries(body))
        if (typeof value === 'number') numbers[`${read.path} ${key}`] = value;
    if (Array.isArray(body)) numbers[`${read.path} length`] = body.length;
  }
  return numbers;
}

const deltas = (before: Record<string, number>, after: Record<string, number>) =>
  Object.fromEntries(
    Object.keys(before).map((key) => [key, Math.round(((after[key] ?? 0) - before[key]!) * 100) / 100]),
  );

const isStored = (status: number) => (status >= 200 && status < 300) || [404, 409, 422].includes(status);

/** The write's own request: its real path (an unknown id when none was found: its 404 is stored too) and a valid body. */
async function prepare(kit: Kit, route: Route) {
  if (route.name === 'createClaim') await ensureClaimable(kit, 4 * kit.state.minimum);
  const [body, otherBody] = kit.sample(route) ?? [undefined, undefined];
  return { path: kit.anyPath(route), body, otherBody };
}

/**
 * Idempotency of every money-moving write: the first answer is not marked a replay; a replay
 * answers the same status, body and language with `Idempotent-Replay: true` and no-store; a rule's
 * answer (a 422) is stored and replayed too; the same key with another body is a 422
 * idempotency_mismatch; 20 concurrent duplicates move every total and balance exactly as much as
 * one request does.
 */
export function idempotencyChecks(): CheckDef[] {
  return allRoutes
    .filter((row) => row.idempotent)
    .flatMap((route): CheckDef[] => {
      const base = {
        group: 'idempotency' as const,
        route,
        rule,
        needs: route.name === 'createClaim' ? (['fees', 'wallet'] as const) : [],
        wants: ['ids' as const],
        locks: { read: [], write: writesOf(route.name, 'simulateFees') },
      };
      const expectAnswer = (sent: Sent) => (sent.status < 300 ? expectSuccess(route, sent) : expectError(route, sent));
      const checks: CheckDef[] = [
        {
          ...base,
          needs: [...base.needs],
          name: 'the first answer is no replay; a replay is the first answer with Idempotent-Replay: true',
          async run(kit) {
            const { path, body } = await prepare(kit, route);
            const headers = idempotencyKey();
            const first = await kit.send(route.method, path, { body, headers });
            expectAnswer(first);
            expectThat(
              isStored(first.status),
              `expected a 2xx, 404, 409 or 422 (answers that are stored), got ${brief(first)}`,
            );
            expectThat(
              first.headers.get('Idempotent-Replay') !== 'true',
              `expected no Idempotent-Replay: true on the first answer of a new key, got it (${brief(first, 120)})`,
            );
            const replay = await kit.send(route.method, path, { body, headers });
            expectThat(
              replay.status === first.status,
              `expected the replay to answer ${first.status} as the first did, got ${replay.status}`,
            );
            expectThat(
              isDeepStrictEqual(replay.body, first.body),
              `expected the replay to answer the first body ${brief(first, 160)}, got ${brief(replay, 160)}`,
            );
            expectThat(
              replay.headers.get('Idempotent-Replay') === 'true',
              `expected Idempotent-Replay: true on the replay, got ${replay.headers.get('Idempotent-Replay')}`,
            );
            expectThat(
              (replay.headers.get('Content-Language') ?? '') === (first.headers.get('Content-Language') ?? ''),
              `expected the replay's Content-Language ${first.headers.get('Content-Language')} (the first answer's), got ${replay.headers.get('Content-Language')}`,
            );
            expectThat(
              replay.headers.get('Cache-Control') === 'no-store',
              `expected Cache-Control: no-store on the replay, got ${replay.headers.get('Cache-Control')}`,
            );
          },
        },
        {
          ...base,
          needs: [...base.needs],
          name: `${duplicates} concurrent duplicates change as much as one request`,
          async run(kit) {
            const { path, body } = await prepare(kit, route);
            const start = await numbersFor(kit, route);
            const single = await kit.send(route.method, path, { body, headers: idempotencyKey() });
            expectAnswer(single);
            const afterOne = await numbersFor(kit, route);
            const key = idempotencyKey();
            const answers = await Promise.all(
              Array.from({ length: duplicates }, () => kit.send(route.method, path, { body, headers: key })),
            );
            const afterMany = await numbersFor(kit, route);
            answers.forEach(expectAnswer);
            const statuses = new Set(answers.map((sent) => sent.status));
            expectThat(statuses.size === 1, `expected one status for the duplicates, got ${[...statuses].join(', ')}`);
            expectThat(
              answers.every((sent) => isDeepStrictEqual(sent.body, answers[0]!.body)),
              'expected one body for the duplicates, got different ones (more than one was carried out)',
            );
            const fresh = answers.filter((sent) => sent.headers.get('Idempotent-Replay') !== 'true');
            expectThat(
              fresh.length === 1,
              `expected one duplicate to run and ${duplicates - 1} replays, got ${fresh.length} answers without Idempotent-Replay: true`,
            );
            const one = deltas(start, afterOne);
            const many = deltas(afterOne, afterMany);
            const differ = Object.keys(one).filter((name) => one[name] !== many[name]);
            expectThat(
              differ.length === 0,
              `expected ${duplicates} duplicates to move what one request moves, got ${differ.map((name) => `${name} by ${many[name]} (one request: ${one[name]})`).join('; ')}`,
            );
          },
        },
      ];
      if (route.body)
        checks.push({
          ...base,
          needs: [...base.needs],
          name: 'the same key with another body is a 422 idempotency_mismatch',
          async run(kit) {
            const { path, body, otherBody } = await prepare(kit, route);
            const headers = idempotencyKey();
            expectAnswer(await kit.send(route.method, path, { body, headers }));
            expectError(route, await kit.send(route.method, path, { body: otherBody, headers }), {
              status: 422,
              code: 'idempotency_mismatch',
            });
          },
        });
      if (route.name === 'createClaim')
        checks.push({
          ...base,
          needs: [...base.needs],
          name: "a rule's refusal (422 above_claimable) is stored and replayed as well",
          async run(kit) {
            const balance = await ensureClaimable(kit, kit.state.minimum);
            const headers = idempotencyKey();
            const amount = { amount: (cents(balance.claimable) + 100) / 100 };
            const first = await kit.send('post', route.path, { body: amount, headers });
            expectError(route, first, { status: 422, code: 'above_claimable' });
            expectThat(
              first.headers.get('Idempotent-Replay') !== 'true',
              'expected no Idempotent-Replay: true on the first answer of a new key, got it',
            );
            const replay = await kit.send('post', route.path, { body: amount, headers });
            expectThat(
              replay.status === 422 && isDeepStrictEqual(replay.body, first.body),
              `expected the stored 422 again, got ${brief(replay)}`,
            );
            expectThat(
              replay.headers.get('Idempotent-Replay') === 'true',
              `expected Idempotent-Replay: true on the replayed 422, got ${replay.headers.get('Idempotent-Replay')}`,
            );
          },
        });
      return checks;
    });
}
