/**
 * The leaf of PROOF.md §2: one revision of one reconciliation record, committed as canonical JSON.
 * Its hash covers every field, so a verifier must serialise exactly what it was given.
 */
import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { canonicalJson } from './canonical-json.ts';
import { isLowerHex, toHex, utf8 } from './hex.ts';
import { leafNode, type TreeValue } from './value.ts';
import { isWeekId } from './week.ts';

export interface Leaf {
  v: 1;
  /** Index of the leaf in the log. */
  seq: number;
  /** ISO week of the append, `YYYY-Www`. */
  period: string;
  recordId: string;
  /** Revision number, 0 first. */
  rev: number;
  /** Leaf hash (hex) of revision rev - 1, or null at rev 0. */
  prev: string | null;
  /** ownerTag(ownerKey, recordId). */
  owner: string;
  exchange: string;
  /** A stable code, e.g. EXCHANGE_PAID, PAYOUT_CLAIMED. */
  source: string;
  state: string;
  /** Signed amount of this revision, in cents. */
  amountCents: number;
  /** What this leaf adds to the sums: the amount at rev 0, the change later. */
  deltaCents: number;
  txHash: string | null;
  /** ISO 8601 UTC with milliseconds. */
  at: string;
}

/** The fields of a version 1 leaf, in the order of PROOF.md §2. */
export const LEAF_FIELDS = [
  'v',
  'seq',
  'period',
  'recordId',
  'rev',
  'prev',
  'owner',
  'exchange',
  'source',
  'state',
  'amountCents',
  'deltaCents',
  'txHash',
  'at',
] as const satisfies readonly (keyof Leaf)[];

const OWNER_CONTEXT = 'octoss/owner/v1|';
const ISO_UTC_MS = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
const TX_HASH = /^(?:0x)?[0-9a-fA-F]+$/;

/** The canonical JSON text of a leaf (every key it has, sorted; see canonical-json.ts). */
export function leafJson(leaf: Leaf): string {
  return canonicalJson({ ...leaf });
}

/** The leaf's tree value: SHA-256(0x00 ‖ leafJson) with max(delta, 0) and max(-delta, 0). */
export function leafValue(leaf: Leaf): TreeValue {
  return leafNode(utf8(leafJson(leaf)), leaf.deltaCents);
}

/** hex HMAC-SHA256(ownerKey, "octoss/owner/v1|" + recordId): binds a record to one trader's key. */
export function ownerTag(ownerKey: Uint8Array, recordId: string): string {
  if (ownerKey.length !== 32) throw new RangeError(`an owner key is 32 bytes, got ${ownerKey.length}`);
  return toHex(hmac(sha256, ownerKey, utf8(OWNER_CONTEXT + recordId)));
}

const isInteger = (value: unknown, min = Number.MIN_SAFE_INTEGER): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= min;
const isText = (value: unknown): value is string => typeof value === 'string' && value.length > 0;

/**
 * Why `input` is not a version 1 leaf, as readable sentences (empty when it is one): exactly the
 * fields of §2 with their types, and the rules that tie them (prev null exactly at rev 0, delta equal
 * to the amount at rev 0).
 */
export function leafProblems(input: unknown, where = 'leaf'): string[] {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) return [`${where}: expected an object`];
  const leaf: Record<string, unknown> = { ...input };
  const problems: string[] = [];
  const fields: readonly string[] = LEAF_FIELDS;
  for (const key of Object.keys(leaf))
    if (!fields.includes(key)) problems.push(`${where}.${key}: not a field of a version 1 leaf`);
  for (const key of LEAF_FIELDS) if (!(key in leaf)) problems.push(`${where}.${key}: missing`);
  const check = (key: string, ok: boolean, expected: string) => {
    if (key in leaf && !ok) problems.push(`${where}.${key}: expected ${expected}, got ${JSON.stringify(leaf[key])}`);
  };
  check('v', leaf.v === 1, '1');
  check('seq', isInteger(leaf.seq, 0), 'a non-negative integer');
  check('period', isWeekId(leaf.period), 'an ISO week YYYY-Www');
  check('recordId', isText(leaf.recordId), 'a non-empty string');
  check('rev', isInteger(leaf.rev, 0), 'a non-negative integer');
  check('prev', leaf.rev === 0 ? leaf.prev === null : isLowerHex(leaf.prev, 32), 'null at rev 0, else a leaf hash');
  check('owner', isLowerHex(leaf.owner, 32), '64 lowercase hex digits');
  check('exchange', isText(leaf.exchange), 'a non-empty string');
  check('source', isText(leaf.source), 'a non-empty string');
  check('state', isText(leaf.state), 'a non-empty string');
  check('amountCents', isInteger(leaf.amountCents), 'an integer below 2^53');
  check('deltaCents', isInteger(leaf.deltaCents), 'an integer below 2^53');
  if (leaf.rev === 0 && isInteger(leaf.deltaCents) && isInteger(leaf.amountCents))
    check('deltaCents', leaf.deltaCents === leaf.amountCents, 'the amount at rev 0');
  check(
    'txHash',
    leaf.txHash === null || (typeof leaf.txHash === 'string' && TX_HASH.test(leaf.txHash)),
    'hex or null',
  );
  check(
    'at',
    typeof leaf.at === 'string' && ISO_UTC_MS.test(leaf.at) && isRealInstant(leaf.at),
    'ISO 8601 UTC with milliseconds',
  );
  return problems;
}

/** 2026-02-30T… matches the pattern but is no instant: it must print back as itself. */
function isRealInstant(text: string): boolean {
  const ms = Date.parse(text);
  return Number.isFinite(ms) && new Date(ms).toISOString() === text;
}

/** Whether `input` is a well-formed version 1 leaf. */
export function isLeaf(input: unknown): input is Leaf {
  return leafProblems(input).length === 0;
}
