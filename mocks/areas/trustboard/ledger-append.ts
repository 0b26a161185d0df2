import { isoWeekOf, toHex } from '../../../ledger/index.ts';
import type { Db, Row } from '../../db';
import { logOf, push } from './ledger-cache';
import { laterWeek, nextWeek } from './ledger-clock';
import { sameCommitment, type CommittedFields } from './ledger-leaf';
import { ownerTagOf } from './owner-keys';

/**
 * Appending to the log: every new record is leaf rev 0, every change of one a revision (`rev` + 1,
 * `prev` the previous revision's leaf hash, `deltaCents` the change). A leaf is never edited.
 */

/** One append: what the record now says, and when on the ledger clock it is appended. */
export type Append = { fields: CommittedFields; atMs: number };

/** The latest published week, if any (a new leaf goes after it). */
function latestPublished(db: Db): string | undefined {
  return db.ledgerCheckpoint
    .getAll()
    .reduce<string | undefined>((latest, row) => (!latest || row.id > latest ? row.id : latest), undefined);
}

/**
 * Appends a leaf per change, in order; a write that changes nothing the leaf commits to appends
 * nothing. A leaf's period is the ISO week of its append, never before the log's last leaf nor in a
 * published week (so every checkpoint is a prefix of the log). Returns the rows appended.
 */
export function appendLeaves(db: Db, appends: readonly Append[]): Row<'ledgerLeaf'>[] {
  const log = logOf(db);
  const published = latestPublished(db);
  const appended: Row<'ledgerLeaf'>[] = [];
  for (const { fields, atMs } of appends) {
    const seqs = log.byRecord.get(fields.recordId);
    const lastSeq = seqs?.at(-1);
    const last = lastSeq === undefined ? undefined : log.leaves[lastSeq];
    if (last && sameCommitment(last, fields)) continue;
    let period = isoWeekOf(atMs);
    const logPeriod = log.leaves.at(-1)?.period;
    if (logPeriod) period = laterWeek(period, logPeriod);
    if (published) period = laterWeek(period, nextWeek(published));
    const seq = log.rows.length;
    const row = db.ledgerLeaf.create({
      id: `leaf-${seq}`,
      v: 1,
      seq,
      period,
      recordId: fields.recordId,
      rev: last ? last.rev + 1 : 0,
      prev: lastSeq === undefined ? null : toHex(log.tree.leaf(lastSeq).hash),
      owner: ownerTagOf(db, fields.userId, fields.recordId),
      exchange: fields.exchange,
      source: fields.source,
      state: fields.state,
      amountCents: fields.amountCents,
      deltaCents: fields.amountCents - (last?.amountCents ?? 0),
      txHash: fields.txHash,
      at: fields.at,
      userId: fields.userId,
    });
    push(log, row);
    appended.push(row);
  }
  return appended;
}
