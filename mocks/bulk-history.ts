import { netOfGross } from '@octoss/contract/terms';
import type { Db } from './db';
import { amountBetween, dayMs, seededRandom, txHash } from './shared/seeding';
import { rebuildLedgerFromRecords } from './areas/trustboard';

export type BulkSize = { reconciliations: number; accruals: number };

/** The scale the benchmarks measure at (npm run bench:api, npm run bench:trustboard). */
export const benchmarkScale: BulkSize = { reconciliations: 10_000, accruals: 10_000 };

/**
 * Grows an already seeded data set to a trader with years of history, for benchmarks: copies of
 * the seeded reconciliation records and accruals (so every field keeps the shape the seed gives
 * it), with new ids, hashes and amounts, spread over the year before `now`; the ledger proof's log
 * is made again from all the records. Deterministic.
 */
export function addBulkHistory(db: Db, now: number, size: BulkSize): void {
  const random = seededRandom(10_000);
  const spread = (index: number, count: number) =>
    now - Math.floor(((index + 1) / count) * 365 * dayMs) - Math.floor(random() * dayMs);

  // The data set's trader's records (other traders' are in the table too, for the ledger's tree).
  const userId = db.user.getAll()[0]?.id;
  const records = db.reconciliation.getAll().filter((record) => record.userId === userId);
  if (records.length === 0) throw new Error('addBulkHistory copies seeded rows: seed the data set first');
  for (let index = 0; index < size.reconciliations; index += 1) {
    const template = records[index % records.length]!;
    db.reconciliation.create({
      ...template,
      id: `rec-bulk-${index + 1}`,
      txHash: template.txHash === null ? null : txHash(random),
      amount: Math.sign(template.amount || 1) * amountBetween(random, 3, 40),
      timestamp: spread(index, size.reconciliations),
    });
  }
  rebuildLedgerFromRecords(db, now);

  const accruals = db.accrual.getAll();
  if (accruals.length === 0) throw new Error('addBulkHistory copies seeded rows: seed the data set first');
  for (let index = 0; index < size.accruals; index += 1) {
    const template = accruals[index % accruals.length]!;
    const gross = amountBetween(random, 4, 36);
    db.accrual.create({
      ...template,
      id: `acc-bulk-${index + 1}`,
      gross,
      net: netOfGross(gross),
      accrualAt: spread(index, size.accruals),
    });
  }
}
