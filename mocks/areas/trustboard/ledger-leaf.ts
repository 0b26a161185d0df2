import { toCents } from '@octoss/contract/money';
import type { Leaf } from '../../../ledger/index.ts';
import type { Row } from '../../db';
import { toIso } from '../../shared/convert';

/**
 * The leaf of a record (PROOF.md §2, as the notes of issue 24 map a record's fields): what a
 * revision of a reconciliation record commits to, and the stored row of a leaf as the §2 object.
 */

/** The fields of a record a leaf commits to; a change of any of them is a revision. */
export type CommittedFields = Pick<Leaf, 'recordId' | 'exchange' | 'source' | 'state' | 'amountCents' | 'txHash'> & {
  /** The record's time, epoch ms (the leaf's `at`). */
  at: number;
  /** The record's trader: whose owner key tags the leaf (not part of the leaf). */
  userId: string;
};

/** A record as its leaf sees it: `exchange` its exchange id (`OCTOSS` for payouts), `source` its source code. */
export function committedFieldsOf(record: Row<'reconciliation'>): CommittedFields {
  return {
    recordId: record.id,
    userId: record.userId,
    exchange: record.exchangeId,
    source: record.sourceLabel,
    state: record.state,
    amountCents: toCents(record.amount),
    txHash: record.txHash,
    at: record.timestamp,
  };
}

/** Whether a leaf already says what the record says (then a write of the record is no revision). */
export function sameCommitment(leaf: Leaf, fields: CommittedFields): boolean {
  return (
    leaf.exchange === fields.exchange &&
    leaf.source === fields.source &&
    leaf.state === fields.state &&
    leaf.amountCents === fields.amountCents &&
    leaf.txHash === fields.txHash &&
    leaf.at === toIso(fields.at)
  );
}

/** The §2 leaf of a stored row: the JSON that is hashed is made from this, never stored as text. */
export function leafOfRow(row: Row<'ledgerLeaf'>): Leaf {
  if (row.v !== 1) throw new Error(`Leaf ${row.seq} has version ${row.v}; this mock writes version 1`);
  return {
    v: 1,
    seq: row.seq,
    period: row.period,
    recordId: row.recordId,
    rev: row.rev,
    prev: row.prev,
    owner: row.owner,
    exchange: row.exchange,
    source: row.source,
    state: row.state,
    amountCents: row.amountCents,
    deltaCents: row.deltaCents,
    txHash: row.txHash,
    at: toIso(row.at),
  };
}

/** A leaf with another amount (the delta moves with it): what the tamper switches serve. */
export function withOtherAmount(leaf: Leaf, byCents: number): Leaf {
  return { ...leaf, amountCents: leaf.amountCents + byCents, deltaCents: leaf.deltaCents + byCents };
}
