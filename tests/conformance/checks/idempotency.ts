import { isDeepStrictEqual } from 'node:util';
import { expectError, expectSuccess } from '../answers';
import { allRoutes, isRecord, readsInvalidatedBy, type Route } from '../contract';
import { idempotencyKey, statusLine, type Kit } from '../kit';
import type { Sent } from '../http';
import { expectThat } from '../report';

const duplicates = 20;

/** The numbers a write can move: each list's total and each top-level number of the other reads. */
async function numbersFor(kit: Kit, route: Route): Promise<Record<string, number>> {
  const numbers: Record<string, number> = {};
  for (const read of readsInvalidatedBy(route)) {
    const path = kit.readPath(read);
    if (!path || read.produces === 'text/csv') continue;
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

/**
 * Idempotency of every money-moving write: a replay answers the same status and body with
 * `Idempotent-Replay: true`; the same key with another body is a 422 idempotency_mismatch; 20
 * concurrent duplicates move every total and balance exactly as much as one request does.
 */
export async function checkIdempotency(kit: Kit): Promise<void> {
  for (const route of allRoutes.filter((row) => row.idempotent)) {
    const path = kit.anyPath(route);
    const [body, otherBody] = kit.sample(route) ?? [undefined, undefined];
    const expectAnswer = (sent: Sent) => (sent.status < 300 ? expectSuccess(route, sent) : expectError(route, sent));
    const headers = idempotencyKey();
    let first: Sent | undefined;
    await kit.check(
      'idempotency',
      route,
      'a replay returns the first answer with Idempotent-Replay: true',
      async () => {
        first = await kit.send(route.method, path, { body, headers });
        expectAnswer(first);
        expectThat(
          isStored(first.status),
          `the first request answered ${statusLine(first)}, which is not stored for a replay`,
        );
        const replay = await kit.send(route.method, path, { body, headers });
        expectThat(replay.status === first.status, `the replay answered ${replay.status}, the first ${first.status}`);
        expectThat(
          isDeepStrictEqual(replay.body, first.body),
          `the replay's body differs: ${replay.text.slice(0, 200)} vs ${first.text.slice(0, 200)}`,
        );
        expectThat(
          replay.headers.get('Idempotent-Replay') === 'true',
          `the replay says Idempotent-Replay: ${replay.headers.get('Idempotent-Replay')}`,
        );
      },
    );
    if (otherBody !== undefined) {
      await kit.check(
        'idempotency',
        route,
        'the same key with another body is a 422 idempotency_mismatch',
        async () => {
          expectThat(first, 'the first request did not run');
          expectError(route, await kit.send(route.method, path, { body: otherBody, headers }), {
            status: 422,
            code: 'idempotency_mismatch',
          });
        },
      );
    }
    await kit.check(
      'idempotency',
      route,
      `${duplicates} concurrent duplicates change as much as one request`,
      async () => {
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
        expectThat(statuses.size === 1, `the duplicates answered different statuses: ${[...statuses].join(', ')}`);
        expectThat(
          answers.every((sent) => isDeepStrictEqual(sent.body, answers[0]!.body)),
          'the duplicates answered different bodies (more than one was carried out)',
        );
        const one = deltas(start, afterOne);
        const many = deltas(afterOne, afterMany);
        const differ = Object.keys(one).filter((name) => one[name] !== many[name]);
        expectThat(
          differ.length === 0,
          `${duplicates} duplicates moved ${differ.map((name) => `${name} by ${many[name]} (one request: ${one[name]})`).join('; ')}`,
        );
      },
    );
  }
}
