import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';

/** A strong validator of a JSON answer: the answer's own hash, so the same data gives the same tag. */
export function etagOf(text: string): string {
  return `"${bytesToHex(sha256(utf8ToBytes(text))).slice(0, 32)}"`;
}

/** True when the reader's `If-None-Match` already names this tag (or `*`): answer 304. */
export function isNotModified(request: Request, etag: string): boolean {
  const header = request.headers.get('If-None-Match');
  if (!header) return false;
  return header.split(',').some((tag) => {
    const value = tag.trim().replace(/^W\//, '');
    return value === '*' || value === etag;
  });
}
