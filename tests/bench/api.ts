/**
 * `npm run bench:api`: the mock backend at scale. Seeds the demo data set plus 10,000
 * reconciliation records and 10,000 accruals (and the ledger proof's log of them all), then times
 * requests through msw/node, signed in as the demo trader (the handler, the contract checks and
 * msw's own work; no simulated latency). Then writes at growing store sizes (100 to 10,000 records):
 * a request stores the rows it changed (mocks/persist.ts, mocks/journal.ts), so its time and the
 * memory it takes stay flat as the store grows; the old way (the whole database serialised after
 * every write) is timed beside it.
 */
import { addBulkHistory, benchmarkScale } from '@mocks/bulk-history';
import { createTestServer } from '@mocks/node';
import { memoryStorage, snapshot } from '@mocks/persist';
import { dayMs } from '@mocks/shared/seeding';
import { signInOf } from '@mocks/areas/app/store';
import { textTable } from '../support/textTable';
import { loadAverage, saveResults } from './support/results';
import { median } from './support/stats';

const samples = Number(process.env.BENCH_SAMPLES ?? 30);
const origin = 'http://localhost';

/** Runs `work` a few times to warm up, then `samples` times; returns the median and the slowest in ms. */
async function time(work: () => unknown): Promise<{ median: number; max: number }> {
  for (let warmUp = 0; warmUp < 3; warmUp += 1) await work();
  const durations: number[] = [];
  for (let sample = 0; sample < samples; sample += 1) {
    const started = performance.now();
    await work();
    durations.push(performance.now() - started);
  }
  return { median: median(durations), max: Math.max(...durations) };
}

const loadAtStart = loadAverage();
const { server, env } = createTestServer({ dataset: 'demo' });
addBulkHistory(env.db, env.now(), benchmarkScale);
server.listen({ onUnhandledRequest: 'error' });

const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const lastMonth = `from=${day(env.now() - 30 * dayMs)}&to=${day(env.now())}`;
const userId = env.db.user.getAll()[0]!.id;
const ownRecords = env.db.reconciliation.getAll().filter((record) => record.userId === userId).length;
const lastPage = Math.ceil(ownRecords / 20);
const signIn = await fetch(`${origin}/api/auth/sessions`, {
  method: 'POST',
  headers: { 'Content-Type': 'application/json' },
  body: JSON.stringify(signInOf(env)),
});
const { token } = (await signIn.json()) as { token: string };
// The first proof read publishes every closed week's checkpoint (a year of them): timed apart.
const firstProofRead = performance.now();
await (await fetch(`${origin}/api/proof/periods`)).arrayBuffer();
const publishMs = performance.now() - firstProofRead;
const requests: [string, string][] = [
  [`reconciliations, page 1 of ${lastPage} (20 a page)`, '/api/reconciliations?page=1&pageSize=20'],
  [`reconciliations, page ${lastPage} of ${lastPage}`, `/api/reconciliations?page=${lastPage}&pageSize=20`],
  ['reconciliations, state=DISCREPANCY', '/api/reconciliations?state=DISCREPANCY&page=1&pageSize=20'],
  ['reconciliations, last 30 days', `/api/reconciliations?${lastMonth}&page=1&pageSize=20`],
  ['reconciliations summary', '/api/reconciliations/summary'],
  ['reconciliations summary, last 30 days', `/api/reconciliations/summary?${lastMonth}`],
  ['accruals, page 1 (20 a page)', '/api/accruals?page=1&pageSize=20'],
  ['accruals, status=POSTED', '/api/accruals?status=POSTED&page=1&pageSize=20'],
  ['accruals, exchangeId=cex-c', '/api/accruals?exchangeId=cex-c&page=1&pageSize=20'],
  ['dashboard (reads both tables)', '/api/dashboard'],
  ['proof bundle of a record (latest checkpoint)', '/api/proof/records/rec-bulk-5000'],
  ['proof bundle of a record, 26 weeks back', '/api/proof/records/rec-bulk-8000?at=PERIOD'],
  ['proof periods, page 1', '/api/proof/periods'],
  ['proof consistency, last week to latest', '/api/proof/consistency'],
  ['proof leaf values, 1,000', '/api/proof/leaves?start=0&end=1000'],
];

const periods = (await (await fetch(`${origin}/api/proof/periods?pageSize=100`)).json()) as { items: { id: string }[] };
const olderPeriod = periods.items[26]!.id;
const rows: Record<string, string | number>[] = [];
try {
  for (const [name, path] of requests) {
    const figures = await time(async () => {
      const response = await fetch(`${origin}${path.replace('PERIOD', olderPeriod)}`, {
        headers: { Authorization: `Bearer ${token}` },
      });
      if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
      await response.json();
    });
    rows.push({
      request: name,
      'median ms': Number(figures.median.toFixed(1)),
      'max ms': Number(figures.max.toFixed(1)),
    });
  }
} finally {
  server.close();
}

/**
 * Writes at a store size: a claim (answered 201 once its rows are stored), a refused claim (422:
 * undone in memory, nothing stored), a wrong sign-in code (401, its count kept), each timed end to
 * end through msw/node over a storage in memory; and what serialising the whole database would cost.
 */
async function writesAt(records: number) {
  const storage = memoryStorage();
  const { server: sized, env: sizedEnv } = createTestServer({ dataset: 'demo', storage });
  addBulkHistory(sizedEnv.db, sizedEnv.now(), { reconciliations: records, accruals: records });
  await sizedEnv.transaction(() => undefined);
  sized.listen({ onUnhandledRequest: 'error' });
  try {
    const answer = await fetch(`${origin}/api/auth/sessions`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(signInOf(sizedEnv)),
    });
    const { token: sizedToken } = (await answer.json()) as { token: string };
    const send = async (path: string, body: unknown, expected: number, headers: Record<string, string> = {}) => {
      const response = await fetch(`${origin}${path}`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${sizedToken}`, 'Content-Type': 'application/json', ...headers },
        body: JSON.stringify(body),
      });
      await response.arrayBuffer();
      if (response.status !== expected) throw new Error(`${path}: ${response.status}, expected ${expected}`);
    };
    // Enough balance for every claim of the run.
    await sizedEnv.transaction(() =>
      sizedEnv.db.balance.update({ where: {}, data: { claimable: 1_000_000, totalEarned: 1_000_000 } }),
    );
    const heapBefore = process.memoryUsage().heapUsed;
    const claim = await time(() =>
      send('/api/payouts/claims', { amount: 10 }, 201, { 'Idempotency-Key': crypto.randomUUID() }),
    );
    const refused = await time(() =>
      send('/api/payouts/claims', { amount: 5 }, 422, { 'Idempotency-Key': crypto.randomUUID() }),
    );
    const heapAfter = process.memoryUsage().heapUsed;
    const wholeDatabase = await time(() => snapshot(sizedEnv.db));
    return {
      records: sizedEnv.db.reconciliation.count(),
      'claim ms': Number(claim.median.toFixed(1)),
      'refused claim ms': Number(refused.median.toFixed(1)),
      'heap growth over the writes MB': Number(((heapAfter - heapBefore) / 1e6).toFixed(1)),
      'whole-database snapshot ms (the old way)': Number(wholeDatabase.median.toFixed(1)),
    };
  } finally {
    sized.close();
  }
}

const writes: Record<string, number>[] = [];
for (const records of [100, 1_000, 10_000]) writes.push(await writesAt(records));

console.log(
  `msw/node with ${env.db.reconciliation.count()} reconciliation records and ${env.db.accrual.count()} accruals; median of ${samples} requests after 3 warm-ups (load average ${loadAtStart.join(', ')})\n`,
);
console.log(textTable(rows));
console.log(
  `\nledger proof: ${env.db.ledgerLeaf.count()} leaves; the first proof read published ${env.db.ledgerCheckpoint.count()} weekly checkpoints in ${publishMs.toFixed(0)} ms (the tree cache built on the way)`,
);
console.log(`\nwrites by store size (median of ${samples}; memory storage: each write stores its changed rows):`);
console.log(textTable(writes));

await saveResults('api', {
  date: new Date().toISOString(),
  loadAverageAtStart: loadAtStart,
  rows: {
    reconciliations: env.db.reconciliation.count(),
    ownReconciliations: ownRecords,
    accruals: env.db.accrual.count(),
    ledgerLeaves: env.db.ledgerLeaf.count(),
    checkpoints: env.db.ledgerCheckpoint.count(),
  },
  firstProofReadMs: Math.round(publishMs),
  samples,
  requests: rows,
  writesByStoreSize: writes,
});
