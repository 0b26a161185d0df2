import type { ProofBundleJson, ProofPeriod, ProofTreeValue } from '@octoss/contract/proof';
import type { Reconciliation } from '@octoss/contract/reconciliations';
import type { Ledger } from './verifier';
import type { ProofMemory, SeenCheckpoint } from './memory';

/**
 * The checks the page runs in the browser with the ledger library (loaded lazily, passed in):
 * a published week's signature and its consistency with the week before, and a record's Verify.
 * The page's inputs only: the published root and note from the Trustboard's list, the key from the
 * key endpoint, the owner key and the last checkpoint seen from this browser.
 */

/** The note verifies under the pinned key and says what the week's row says (size, root, sums, period). */
export function signatureHolds(ledger: Ledger, period: ProofPeriod, vkey: string): boolean {
  try {
    const verified = ledger.verifyCheckpoint(period.note, vkey);
    if (!verified.ok) return false;
    const signed = verified.checkpoint;
    return (
      signed.period === period.id &&
      signed.treeSize === period.treeSize &&
      signed.first === period.firstSeq &&
      ledger.toHex(signed.rootHash) === period.root.hash &&
      signed.credit === BigInt(period.root.credit) &&
      signed.debit === BigInt(period.root.debit)
    );
  } catch {
    return false;
  }
}

type Tree = { treeSize: number; root: ProofTreeValue };

/** RFC 9162 consistency: the newer tree keeps the older one as its prefix (nothing rewritten). */
export function extendsTree(ledger: Ledger, older: Tree, newer: Tree, proof: readonly ProofTreeValue[]): boolean {
  try {
    if (older.treeSize > newer.treeSize) return false;
    const from = ledger.valueFromJson(older.root);
    if (older.treeSize === 0) return proof.length === 0 && ledger.valuesEqual(from, ledger.emptyTree());
    const nodes = proof.map((node) => ledger.valueFromJson(node));
    return ledger.verifyConsistency(older.treeSize, newer.treeSize, from, ledger.valueFromJson(newer.root), nodes).ok;
  } catch {
    return false;
  }
}

/** Whether a consistency proof must be fetched between two sizes (not for equal sizes or from the empty tree). */
export const needsProof = (from: number, to: number) => from > 0 && from < to;

/** Why the owner step ran or did not. */
export type OwnerNote =
  /** Checked with this browser's key. */
  | 'checked'
  /** The leaf was appended before the key was registered: it carries the server-held key. */
  | 'before-key'
  /** The key is registered from another device and not imported here. */
  | 'elsewhere'
  /** This browser holds no key. */
  | 'no-key';

/** What the consistency step was given: a checkpoint seen before, none yet, or a log that started over. */
export type SeenNote = 'compared' | 'first' | 'restarted';

export type Verification = {
  result: ReturnType<Ledger['verifyBundle']>;
  owner: OwnerNote;
  seen: SeenNote;
};

/** The record as the page shows it, in the verifier's terms. */
export const rowOf = (record: Reconciliation) => ({
  amountCents: Math.round(record.amount * 100),
  state: record.state,
  txHash: record.txHash,
  at: record.timestamp,
  exchange: record.exchange,
});

/** The owner key to check the leaf with: only for a leaf appended under it. */
export function ownerKeyFor(bundle: ProofBundleJson, memory: ProofMemory): { key?: string; note: OwnerNote } {
  const { ownerKey, keyElsewhere } = memory;
  if (ownerKey)
    return bundle.leaf.seq >= ownerKey.fromSeq ? { key: ownerKey.key, note: 'checked' } : { note: 'before-key' };
  return { note: keyElsewhere ? 'elsewhere' : 'no-key' };
}

type Inputs = {
  bundle: ProofBundleJson;
  /** The published week of the bundle's checkpoint (its root and note, from the Trustboard's list). */
  period: ProofPeriod;
  vkey: string;
  record: Reconciliation;
  memory: ProofMemory;
  /** The checkpoint seen before, when it is still comparable (not a log that started over), with its proof. */
  seen?: { checkpoint: SeenCheckpoint; proof: ProofTreeValue[] };
  restarted: boolean;
};

/** Runs verifyBundle on the page's inputs, every step with its values. */
export function verifyRecord(ledger: Ledger, { bundle, period, vkey, record, memory, seen, restarted }: Inputs) {
  const owner = ownerKeyFor(bundle, memory);
  const result = ledger.verifyBundle(bundle, {
    root: period.root.hash,
    vkey,
    note: period.note,
    row: rowOf(record),
    ...(owner.key ? { ownerKey: owner.key } : {}),
    ...(seen
      ? { lastSeen: { treeSize: seen.checkpoint.treeSize, root: seen.checkpoint.root, proof: seen.proof } }
      : {}),
  });
  const seenNote: SeenNote = seen ? 'compared' : restarted ? 'restarted' : 'first';
  return { result, owner: owner.note, seen: seenNote } satisfies Verification;
}

/** The checkpoint to remember after a pass: the newer of the one seen before and the bundle's. */
export function nextSeen(bundle: ProofBundleJson, before: SeenCheckpoint | undefined): SeenCheckpoint | undefined {
  const { checkpoint } = bundle;
  if (before && before.treeSize >= checkpoint.treeSize) return undefined;
  return {
    period: checkpoint.period,
    treeSize: checkpoint.treeSize,
    root: checkpoint.root,
    seenAt: new Date().toISOString(),
  };
}
