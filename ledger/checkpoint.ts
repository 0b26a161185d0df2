/**
 * The checkpoint of PROOF.md §4 in the C2SP tlog-checkpoint format: origin, tree size, base64 root
 * hash, and one extension line with the period, its first leaf and the root's sums. The hash line
 * carries only 32 bytes, so the sums are signed on the extension line: the signature then covers
 * the whole 48-byte root value.
 */
import { fromBase64, toBase64, toHex } from './hex.ts';
import {
  makeNoteSigner,
  openNote,
  parseVkey,
  signNote,
  splitNote,
  type NoteSignature,
  type NoteSigner,
} from './note.ts';
import { SUM_LIMIT } from './value.ts';
import { isWeekId } from './week.ts';

/** The origin line, and the name of the key that signs checkpoints. */
export const CHECKPOINT_ORIGIN = 'octoss.app/proof/v1';

export interface CheckpointFields {
  treeSize: number;
  /** The 32-byte root hash. */
  rootHash: Uint8Array;
  /** The week the checkpoint closes, `YYYY-Www`. */
  period: string;
  /** seq of the period's first leaf (equal to treeSize for a week with no leaves). */
  first: number;
  /** The root's sums. */
  credit: bigint;
  debit: bigint;
}

export interface Checkpoint extends CheckpointFields {
  origin: string;
}

const DECIMAL = /^(?:0|[1-9][0-9]*)$/;
const EXTENSION = /^period (\S+) first=(\S+) credit=(\S+) debit=(\S+)$/;

function fieldProblem(fields: CheckpointFields): string | undefined {
  if (!Number.isSafeInteger(fields.treeSize) || fields.treeSize < 0) return 'tree size: a non-negative integer';
  if (fields.rootHash.length !== 32) return 'root hash: 32 bytes';
  if (!isWeekId(fields.period)) return `period: not a week id (${JSON.stringify(fields.period)})`;
  if (!Number.isSafeInteger(fields.first) || fields.first < 0 || fields.first > fields.treeSize)
    return 'first: an integer from 0 to the tree size';
  for (const [name, sum] of [
    ['credit', fields.credit],
    ['debit', fields.debit],
  ] as const)
    if (sum < 0n || sum >= SUM_LIMIT) return `${name}: from 0 to 2^63 - 1`;
  return undefined;
}

/** The note text of a checkpoint (four lines, each ending in "\n"); throws on invalid fields. */
export function checkpointText(fields: CheckpointFields): string {
  const problem = fieldProblem(fields);
  if (problem) throw new RangeError(`checkpoint ${problem}`);
  return [
    CHECKPOINT_ORIGIN,
    String(fields.treeSize),
    toBase64(fields.rootHash),
    `period ${fields.period} first=${fields.first} credit=${fields.credit} debit=${fields.debit}`,
    '',
  ].join('\n');
}

function decimal(name: string, text: string | undefined, limit: bigint): bigint {
  if (text === undefined || !DECIMAL.test(text)) throw new RangeError(`${name}: not a decimal number`);
  const value = BigInt(text);
  if (value >= limit) throw new RangeError(`${name}: too large`);
  return value;
}

/** The fields of a checkpoint's note text; throws on anything but the exact four-line form. */
export function parseCheckpointText(text: string): Checkpoint {
  if (!text.endsWith('\n')) throw new RangeError('checkpoint text ends with a newline');
  const lines = text.slice(0, -1).split('\n');
  if (lines.length !== 4) throw new RangeError(`checkpoint text has 4 lines, this one ${lines.length}`);
  const [origin, size, root, extension] = lines as [string, string, string, string];
  if (origin !== CHECKPOINT_ORIGIN)
    throw new RangeError(`origin is ${JSON.stringify(origin)}, not ${CHECKPOINT_ORIGIN}`);
  const treeSize = Number(decimal('tree size', size, BigInt(Number.MAX_SAFE_INTEGER) + 1n));
  let rootHash: Uint8Array;
  try {
    rootHash = fromBase64(root);
  } catch (error) {
    throw new RangeError(`root hash: ${(error as Error).message}`);
  }
  const match = EXTENSION.exec(extension);
  if (!match) throw new RangeError('the extension line is "period <id> first=<seq> credit=<n> debit=<n>"');
  const fields: CheckpointFields = {
    treeSize,
    rootHash,
    period: match[1] ?? '',
    first: Number(decimal('first', match[2], BigInt(Number.MAX_SAFE_INTEGER) + 1n)),
    credit: decimal('credit', match[3], SUM_LIMIT),
    debit: decimal('debit', match[4], SUM_LIMIT),
  };
  const problem = fieldProblem(fields);
  if (problem) throw new RangeError(problem);
  return { origin, ...fields };
}

/** A signed checkpoint note's fields and signature lines (unverified); throws when malformed. */
export function parseCheckpoint(note: string): Checkpoint & { text: string; signatures: NoteSignature[] } {
  const { text, signatures } = splitNote(note);
  return { ...parseCheckpointText(text), text, signatures };
}

/** A checkpoint signer: key name CHECKPOINT_ORIGIN, from a 32-byte seed or a fresh random one. */
export function makeSigner(seed?: Uint8Array): NoteSigner {
  return makeNoteSigner(CHECKPOINT_ORIGIN, seed);
}

/** The signed note: the checkpoint text (checked first), an empty line and the signature line. */
export function signCheckpoint(text: string, signer: Pick<NoteSigner, 'name' | 'seed' | 'publicKey'>): string {
  parseCheckpointText(text);
  return signNote(text, signer);
}

export type VerifiedCheckpoint = { ok: true; checkpoint: Checkpoint } | { ok: false; problem: string };

/**
 * The checkpoint of `note` if the key pinned by `vkey` signed it and its text is a well-formed
 * checkpoint. Throws only when `vkey` itself is malformed (that is the caller's input, not the note's).
 */
export function verifyCheckpoint(note: string, vkey: string): VerifiedCheckpoint {
  const opened = openNote(note, parseVkey(vkey));
  if (!opened.ok) return opened;
  try {
    return { ok: true, checkpoint: parseCheckpointText(opened.text) };
  } catch (error) {
    return { ok: false, problem: `signed, but not a checkpoint: ${(error as Error).message}` };
  }
}

/** The checkpoint's fields as strings, for a page or a terminal. */
export function describeCheckpoint(checkpoint: CheckpointFields): Record<string, string> {
  return {
    treeSize: String(checkpoint.treeSize),
    rootHash: toHex(checkpoint.rootHash),
    period: checkpoint.period,
    first: String(checkpoint.first),
    credit: String(checkpoint.credit),
    debit: String(checkpoint.debit),
  };
}
