/**
 * Byte helpers shared by every part of the ledger proof. Written here rather than taken from a
 * platform (Buffer, atob) so that the same strict rules hold in a browser, a service worker and
 * Node: hex out is always lowercase, and base64 in must be the one canonical encoding of its bytes
 * (a signed note or a checkpoint must not have two spellings that decode alike).
 */

const HEX = /^(?:[0-9a-fA-F]{2})*$/;
const LOWER_HEX = /^(?:[0-9a-f]{2})*$/;

const HEX_BYTES = Array.from({ length: 256 }, (_, byte) => byte.toString(16).padStart(2, '0'));

/** Lowercase hex of `bytes`. */
export function toHex(bytes: Uint8Array): string {
  let out = '';
  for (const byte of bytes) out += HEX_BYTES[byte];
  return out;
}

/**
 * Bytes of a hex string (either case: a person may paste an uppercase root). With `length`, the
 * string must decode to exactly that many bytes. Throws a RangeError that says what was wrong.
 */
export function fromHex(hex: string, length?: number): Uint8Array {
  if (!HEX.test(hex)) throw new RangeError('not hex: expected pairs of 0-9a-f');
  if (length !== undefined && hex.length !== length * 2)
    throw new RangeError(`expected ${length} bytes (${length * 2} hex digits), got ${hex.length} digits`);
  const out = new Uint8Array(hex.length / 2);
  for (let index = 0; index < out.length; index += 1) out[index] = parseInt(hex.slice(index * 2, index * 2 + 2), 16);
  return out;
}

/**
 * Whether `value` is canonical lowercase hex (of `length` bytes when given): the form every hex
 * field of a leaf and a bundle takes, since a leaf is hashed as it is spelled.
 */
export function isLowerHex(value: unknown, length?: number): value is string {
  return typeof value === 'string' && LOWER_HEX.test(value) && (length === undefined || value.length === length * 2);
}

const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const B64_INDEX = new Map([...B64].map((char, index) => [char, index]));

/** Standard base64 (RFC 4648 §4) with padding, as signed notes use it. */
export function toBase64(bytes: Uint8Array): string {
  let out = '';
  for (let index = 0; index < bytes.length; index += 3) {
    const a = bytes[index] ?? 0;
    const b = bytes[index + 1] ?? 0;
    const c = bytes[index + 2] ?? 0;
    const left = bytes.length - index;
    out += B64[a >> 2];
    out += B64[((a & 3) << 4) | (b >> 4)];
    out += left > 1 ? B64[((b & 15) << 2) | (c >> 6)] : '=';
    out += left > 2 ? B64[c & 63] : '=';
  }
  return out;
}

/**
 * Bytes of standard padded base64; throws on anything else: no whitespace, no URL alphabet, no
 * missing padding and no non-zero unused bits, so each byte string has exactly one accepted text.
 */
export function fromBase64(text: string): Uint8Array {
  if (text.length % 4 !== 0) throw new RangeError('not base64: length is not a multiple of 4');
  const padding = text.endsWith('==') ? 2 : text.endsWith('=') ? 1 : 0;
  const body = text.slice(0, text.length - padding);
  const sextets: number[] = [];
  for (const char of body) {
    const value = B64_INDEX.get(char);
    if (value === undefined) throw new RangeError('not base64: unexpected character');
    sextets.push(value);
  }
  const out = new Uint8Array((text.length / 4) * 3 - padding);
  let bits = 0;
  let acc = 0;
  let at = 0;
  for (const sextet of sextets) {
    acc = (acc << 6) | sextet;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      out[at] = (acc >> bits) & 0xff;
      at += 1;
    }
  }
  if ((acc & ((1 << bits) - 1)) !== 0) throw new RangeError('not base64: non-canonical padding bits');
  return out;
}

/** UTF-8 bytes of a string. */
export function utf8(text: string): Uint8Array {
  return new TextEncoder().encode(text);
}

/** The bytes of `parts` one after the other. */
export function concatBytes(...parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

/** Whether two byte strings are equal (all compared data is public, so no constant-time need). */
export function bytesEqual(a: Uint8Array, b: Uint8Array): boolean {
  return a.length === b.length && a.every((byte, index) => byte === b[index]);
}
