import { isoWeekOf, weekBounds } from '../../../ledger/index.ts';
import type { Db, Row } from '../../db';
import { dayMs } from '../../shared/seeding';
import { appendLeaves, type Append } from './ledger-append';
import { committedFieldsOf } from './ledger-leaf';
import { createServerHeldKey, randomKeyHex } from './owner-keys';

/**
 * The log of a seeded data set, made from its records (roots are computed, never typed in): each
 * record appended when it happened, some with the revision a real history has (a record that got
 * its tx hash days later, an exchange payment that differed from the accrual), then the settings
 * the ledger needs (its checkpoint key, its first week) and every user's server-held owner key.
 */

/** How long after a record its revision came (tx hash arriving, the exchange's statement). */
const revisionAfterMs = 2 * dayMs;
/** A discrepancy: what was accrued before the exchange's statement said otherwise, in cents. */
const accruedAboveCents = 125;

/**
 * The history of one record, as a list of appends: rev 0 when it happened and, for a MATCHED
 * exchange payment whose hash starts with 0-3 (a quarter of them) or a DISCREPANCY, rev 1 two
 * days later, if both fall in weeks closed at `now` (so no record shows a revision still pending).
 */
function historyOf(record: Row<'reconciliation'>, now: number): Append[] {
  const fields = committedFieldsOf(record);
  const revisedAt = record.timestamp + revisionAfterMs;
  const closedBefore = weekBounds(isoWeekOf(now)).fromMs;
  if (revisedAt < closedBefore && record.txHash !== null) {
    if (record.state === 'MATCHED' && record.sourceLabel === 'EXCHANGE_PAID' && /^0x[0-3]/.test(record.txHash))
      return [
        { fields: { ...fields, state: 'UNMATCHED', txHash: null }, atMs: record.timestamp },
        { fields, atMs: revisedAt },
      ];
    if (record.state === 'DISCREPANCY')
      return [
        {
          fields: { ...fields, state: 'UNMATCHED', txHash: null, amountCents: fields.amountCents + accruedAboveCents },
          atMs: record.timestamp,
        },
        { fields, atMs: revisedAt },
      ];
  }
  return [{ fields, atMs: record.timestamp }];
}

/** Appends every record of the database to an empty log, in the order its revisions happened. */
function logFromRecords(db: Db, now: number): void {
  const appends = db.reconciliation
    .getAll()
    .flatMap((record) => historyOf(record, now))
    .sort((a, b) => a.atMs - b.atMs);
  appendLeaves(db, appends);
}

/**
 * The ledger of a seeded data set: its settings (checkpoint key from `random`, the first week:
 * the first leaf's or `now`'s), a server-held owner key for every trader with records (and
 * `userIds`), and the log of its records. Deterministic for a given `now` and stream.
 */
export function seedLedger(db: Db, now: number, random: () => number, userIds: readonly string[]): void {
  const traders = new Set([...userIds, ...db.reconciliation.getAll().map((record) => record.userId)]);
  for (const userId of traders) createServerHeldKey(db, userId, random);
  const first = Math.min(now, ...db.reconciliation.getAll().map((record) => record.timestamp));
  db.ledgerSettings.create({
    id: 'current',
    signingSeed: randomKeyHex(random),
    startPeriod: isoWeekOf(first),
    weekOffset: 0,
  });
  logFromRecords(db, now);
}

/**
 * The log made again from the records there are now, for a data set grown after seeding
 * (mocks/bulk-history.ts): leaves and checkpoints are dropped, keys and the signing key stay.
 */
export function rebuildLedgerFromRecords(db: Db, now: number): void {
  db.ledgerLeaf.deleteMany({ where: {} });
  db.ledgerCheckpoint.deleteMany({ where: {} });
  const first = Math.min(now, ...db.reconciliation.getAll().map((record) => record.timestamp));
  db.ledgerSettings.update({ where: { id: { equals: 'current' } }, data: { startPeriod: isoWeekOf(first) } });
  logFromRecords(db, now);
}
