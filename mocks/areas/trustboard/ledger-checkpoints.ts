import {
  checkpointText,
  fromHex,
  makeSigner,
  signCheckpoint,
  toHex,
  type NoteSigner,
  type TreeValue,
} from '../../../ledger/index.ts';
import type { Db } from '../../db';
import type { MockEnv } from '../../mock-env';
import { logOf } from './ledger-cache';
import { lastClosedWeek, ledgerSettingsOf, nextWeek, weeksFromTo } from './ledger-clock';

/**
 * Publishing checkpoints (PROOF.md §4): a week's checkpoint is taken once the week has closed on
 * the ledger clock, lazily (on the first proof read after it closed, or at once by the sandbox's
 * close-week), from the stored leaves at that moment, and is then frozen. Signed with the data
 * set's demo key; not anchored.
 */

/** A checkpoint as the proof routes serve it. */
export type ServedCheckpoint = {
  period: string;
  treeSize: number;
  /** seq of the week's first leaf (= treeSize for a week without leaves). */
  first: number;
  root: TreeValue;
  note: string;
  publishedAt: number;
};

const signers = new WeakMap<Db, { seed: string; signer: NoteSigner }>();

/** The data set's checkpoint signer, from the seed its settings keep (made once per database). */
export function signerOf(db: Db): NoteSigner {
  const seed = ledgerSettingsOf(db).signingSeed;
  const known = signers.get(db);
  if (known?.seed === seed) return known.signer;
  const signer = makeSigner(fromHex(seed, 32));
  signers.set(db, { seed, signer });
  return signer;
}

/** The signed note of a checkpoint. */
export function signedNote(db: Db, checkpoint: Omit<ServedCheckpoint, 'note' | 'publishedAt'>): string {
  const text = checkpointText({
    treeSize: checkpoint.treeSize,
    rootHash: checkpoint.root.hash,
    period: checkpoint.period,
    first: checkpoint.first,
    credit: checkpoint.root.credit,
    debit: checkpoint.root.debit,
  });
  return signCheckpoint(text, signerOf(db));
}

/** The published checkpoints, oldest first. */
export function publishedCheckpoints(db: Db): ServedCheckpoint[] {
  return db.ledgerCheckpoint
    .getAll()
    .sort((a, b) => (a.id < b.id ? -1 : 1))
    .map((row) => ({
      period: row.id,
      treeSize: row.treeSize,
      first: row.first,
      root: { hash: fromHex(row.rootHash, 32), credit: BigInt(row.rootCredit), debit: BigInt(row.rootDebit) },
      note: row.note,
      publishedAt: row.publishedAt,
    }));
}

/**
 * Publishes a checkpoint for every week that has closed since the last one (from the log's first
 * week), each over the leaves appended up to its end. Returns how many were published; a data set
 * that published one is persisted at once (this runs inside reads).
 */
export function publishClosedWeeks(env: MockEnv): number {
  const { db } = env;
  const published = publishedCheckpoints(db);
  const latest = published.at(-1);
  const weeks = weeksFromTo(latest ? nextWeek(latest.period) : ledgerSettingsOf(db).startPeriod, lastClosedWeek(env));
  if (weeks.length === 0) return 0;
  const log = logOf(db);
  let size = latest?.treeSize ?? 0;
  for (const period of weeks) {
    const first = size;
    // Leaves are appended in week order, so a week's leaves follow the previous checkpoint's.
    while (size < log.leaves.length && log.leaves[size]!.period <= period) size += 1;
    const root = log.tree.root(size);
    db.ledgerCheckpoint.create({
      id: period,
      treeSize: size,
      first,
      rootHash: toHex(root.hash),
      rootCredit: Number(root.credit),
      rootDebit: Number(root.debit),
      note: signedNote(db, { period, treeSize: size, first, root }),
      publishedAt: env.now(),
    });
  }
  return weeks.length;
}

/**
 * The sandbox's close-week: the ledger clock moves to the next week, and the week just closed is
 * published at once. Answers its checkpoint and the one before.
 */
export function closeLedgerWeek(env: MockEnv): { latest: ServedCheckpoint; previous?: ServedCheckpoint } {
  const settings = ledgerSettingsOf(env.db);
  env.db.ledgerSettings.update({
    where: { id: { equals: settings.id } },
    data: { weekOffset: settings.weekOffset + 1 },
  });
  publishClosedWeeks(env);
  const published = publishedCheckpoints(env.db);
  const latest = published.at(-1);
  if (!latest) throw new Error('Closing a week published no checkpoint');
  return { latest, previous: published.at(-2) };
}
