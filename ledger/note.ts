/**
 * C2SP signed notes (https://c2sp.org/signed-note) with Ed25519 keys: the envelope of a
 * checkpoint. A note is text lines, an empty line, then lines `— <key name> <base64(key hash ‖
 * signature)>`. A verifier pins one key (name, 4-byte key hash, public key), ignores signatures by
 * other keys, and fails on a bad signature by its own.
 */
import { ed25519 } from '@noble/curves/ed25519.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesEqual, concatBytes, fromBase64, fromHex, toBase64, toHex, utf8 } from './hex.ts';

/** The signature type byte of Ed25519 in key hashes and vkeys. */
const ED25519 = 0x01;
const DASH = '\u2014 ';
const KEY_NAME = /^[^\s+]+$/u;
/** Go's note package stops at 100 signatures; so do we, so a huge note cannot stall a verifier. */
const MAX_SIGNATURES = 100;
/** Half of a surrogate pair on its own: such a string has no UTF-8 bytes to sign. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export interface NoteSigner {
  name: string;
  /** The 32-byte Ed25519 private seed: keep it secret. */
  seed: Uint8Array;
  publicKey: Uint8Array;
  keyHash: Uint8Array;
  /** The C2SP verifier key `<name>+<hash hex>+<base64(0x01 ‖ public key)>` to publish. */
  vkey: string;
}

export interface NoteVerifierKey {
  name: string;
  keyHash: Uint8Array;
  publicKey: Uint8Array;
}

export interface NoteSignature {
  name: string;
  keyHash: Uint8Array;
  signature: Uint8Array;
}

/** First 4 bytes of SHA-256(name ‖ 0x0A ‖ 0x01 ‖ public key): the key's id in signature lines. */
export function keyHash(name: string, publicKey: Uint8Array): Uint8Array {
  return sha256(concatBytes(utf8(name), Uint8Array.of(0x0a, ED25519), publicKey)).slice(0, 4);
}

function checkKeyName(name: string): void {
  if (!KEY_NAME.test(name)) throw new RangeError(`bad key name ${JSON.stringify(name)}: no spaces, no "+"`);
}

/** A signer for `name` from a 32-byte seed, or from a fresh random one. */
export function makeNoteSigner(name: string, seed?: Uint8Array): NoteSigner {
  checkKeyName(name);
  if (seed !== undefined && seed.length !== 32) throw new RangeError(`an Ed25519 seed is 32 bytes, got ${seed.length}`);
  const secret = seed ?? ed25519.utils.randomSecretKey();
  const publicKey = ed25519.getPublicKey(secret);
  const hash = keyHash(name, publicKey);
  return { name, seed: secret, publicKey, keyHash: hash, vkey: formatVkey(name, publicKey) };
}

/** The vkey string of a public key. */
export function formatVkey(name: string, publicKey: Uint8Array): string {
  checkKeyName(name);
  return `${name}+${toHex(keyHash(name, publicKey))}+${toBase64(concatBytes(Uint8Array.of(ED25519), publicKey))}`;
}

/**
 * The key a vkey string pins. Throws unless it is `<name>+<8 hex>+<base64(0x01 ‖ 32 bytes)>` with a
 * hash that matches the name and key (base64 may hold "+", so only the first two split).
 */
export function parseVkey(vkey: string): NoteVerifierKey {
  const first = vkey.indexOf('+');
  const second = vkey.indexOf('+', first + 1);
  if (first < 0 || second < 0) throw new RangeError('a vkey is <name>+<key hash>+<key>');
  const name = vkey.slice(0, first);
  checkKeyName(name);
  const hashHex = vkey.slice(first + 1, second);
  if (!/^[0-9a-f]{8}$/.test(hashHex)) throw new RangeError('the key hash of a vkey is 8 lowercase hex digits');
  let key: Uint8Array;
  try {
    key = fromBase64(vkey.slice(second + 1));
  } catch (error) {
    throw new RangeError(`the key of a vkey: ${(error as Error).message}`);
  }
  if (key.length !== 33 || key[0] !== ED25519)
    throw new RangeError('the key of a vkey is base64 of 0x01 and a 32-byte Ed25519 public key');
  const publicKey = key.slice(1);
  const hash = fromHex(hashHex);
  if (!bytesEqual(hash, keyHash(name, publicKey))) throw new RangeError('the vkey key hash does not match its key');
  return { name, keyHash: hash, publicKey };
}

/** Throws unless `text` is a note text: non-empty lines, each ending in "\n", no control characters. */
function checkText(text: string): void {
  if (text.length === 0 || !text.endsWith('\n')) throw new RangeError('a note text ends with a newline');
  if (text.includes('\n\n') || text.startsWith('\n')) throw new RangeError('a note text has no empty lines');
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  if (/[\u0000-\u0009\u000b-\u001f\u007f]/.test(text)) throw new RangeError('a note text has no control characters');
  if (LONE_SURROGATE.test(text)) throw new RangeError('a note text is valid Unicode');
}

/** Splits a signed note into its text and signature lines; throws on anything malformed. */
export function splitNote(note: string): { text: string; signatures: NoteSignature[] } {
  const cut = note.lastIndexOf('\n\n');
  if (cut < 0) throw new RangeError('a signed note has an empty line before its signatures');
  const text = note.slice(0, cut + 1);
  checkText(text);
  const block = note.slice(cut + 2);
  if (!block.endsWith('\n')) throw new RangeError('a signed note ends with a newline');
  const lines = block.slice(0, -1).split('\n');
  if (lines.length > MAX_SIGNATURES) throw new RangeError(`more than ${MAX_SIGNATURES} signatures`);
  const signatures = lines.map((line, index) => {
    const where = `signature line ${index + 1}`;
    if (!line.startsWith(DASH)) throw new RangeError(`${where}: does not start with "— "`);
    const parts = line.slice(DASH.length).split(' ');
    const [name, encoded] = parts;
    if (parts.length !== 2 || name === undefined || encoded === undefined)
      throw new RangeError(`${where}: expected "— <key name> <base64>"`);
    checkKeyName(name);
    let bytes: Uint8Array;
    try {
      bytes = fromBase64(encoded);
    } catch (error) {
      throw new RangeError(`${where}: ${(error as Error).message}`);
    }
    if (bytes.length < 5) throw new RangeError(`${where}: too short for a key hash and a signature`);
    return { name, keyHash: bytes.slice(0, 4), signature: bytes.slice(4) };
  });
  return { text, signatures };
}

/** `text` with one signature line added by `signer`. */
export function signNote(text: string, signer: Pick<NoteSigner, 'name' | 'seed' | 'publicKey'>): string {
  checkText(text);
  const hash = keyHash(signer.name, signer.publicKey);
  const signature = ed25519.sign(utf8(text), signer.seed);
  return `${text}\n${DASH}${signer.name} ${toBase64(concatBytes(hash, signature))}\n`;
}

/**
 * Tunes Ed25519 for a verifier that checks a handful of signatures, as a reader's browser does: the
 * base point's table of precomputed multiples (about 1,400 points) is not built. Building it is the
 * first verification's cost: about 12 ms in Node, about 60 ms on a phone's main thread (4x CPU), one
 * long task. Without it each verification costs about 0.5 ms more, so ten cost less than with it.
 * Signatures and results are the same either way; a server that verifies thousands keeps the table.
 */
export function verifyFewSignatures(): void {
  ed25519.Point.BASE.precompute(1);
}

export type OpenedNote = { ok: true; text: string } | { ok: false; problem: string };

/**
 * The text of `note` if it carries a valid signature by `key`. Fails when the note is malformed,
 * when no line has the key's name and hash, or when such a line does not verify (strict RFC 8032
 * verification, not ZIP-215: one signature per message and key).
 */
export function openNote(note: string, key: NoteVerifierKey): OpenedNote {
  let split: ReturnType<typeof splitNote>;
  try {
    split = splitNote(note);
  } catch (error) {
    return { ok: false, problem: `malformed note: ${(error as Error).message}` };
  }
  const mine = split.signatures.filter((line) => line.name === key.name && bytesEqual(line.keyHash, key.keyHash));
  if (mine.length === 0)
    return { ok: false, problem: `no signature by ${key.name}+${toHex(key.keyHash)} (the pinned key)` };
  const message = utf8(split.text);
  for (const line of mine) {
    let valid = false;
    try {
      valid = line.signature.length === 64 && ed25519.verify(line.signature, message, key.publicKey, { zip215: false });
    } catch {
      valid = false;
    }
    if (!valid) return { ok: false, problem: `the signature by ${key.name} does not verify` };
  }
  return { ok: true, text: split.text };
}
