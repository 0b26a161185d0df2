import { sha256 } from '@noble/hashes/sha2.js';
import { fromHex, ownerTag, toHex } from '../../../ledger/index.ts';
import type { Db } from '../../db';

/**
 * Owner keys (PROOF.md §2): the 32-byte key whose HMAC tags a trader's leaves. Every user gets a
 * server-held key at seeding; the trader's browser makes its own key and registers it once, and
 * from then on the trader's new leaves carry its tags. The server never makes the trader's key.
 */

export function ownerKeyOf(db: Db, userId: string) {
  const key = db.ownerKey.findFirst({ where: { userId: { equals: userId } } });
  if (!key) throw new Error(`No owner key for ${userId}: every user gets a server-held key at seeding`);
  return key;
}

/** The owner tag of a record of `userId` under the user's current key. */
export function ownerTagOf(db: Db, userId: string, recordId: string): string {
  return ownerTag(fromHex(ownerKeyOf(db, userId).keyHex, 32), recordId);
}

/** 32 bytes from a random stream, hex: a server-held key or a signing seed made at seeding. */
export function randomKeyHex(random: () => number): string {
  return toHex(Uint8Array.from({ length: 32 }, () => Math.floor(random() * 256)));
}

export function createServerHeldKey(db: Db, userId: string, random: () => number) {
  return db.ownerKey.create({
    userId,
    keyHex: randomKeyHex(random),
    registered: false,
    registeredAt: null,
    fromSeq: null,
  });
}

/** The first 8 bytes of SHA-256(key), hex: how a page shows which key is registered without showing it. */
export function fingerprintOf(keyHex: string): string {
  return toHex(sha256(fromHex(keyHex, 32)).slice(0, 8));
}

/** Registers the trader's own key; undefined when one was registered before (the key is set once). */
export function registerKey(db: Db, userId: string, keyHex: string, at: number, fromSeq: number) {
  if (ownerKeyOf(db, userId).registered) return undefined;
  return db.ownerKey.update({
    where: { userId: { equals: userId } },
    data: { keyHex: keyHex.toLowerCase(), registered: true, registeredAt: at, fromSeq },
  });
}

/** What a trader's proof set says of their key. */
export function ownerKeyStatus(db: Db, userId: string) {
  const key = ownerKeyOf(db, userId);
  return key.registered
    ? { registered: true, fingerprint: fingerprintOf(key.keyHex), fromSeq: key.fromSeq }
    : { registered: false, fingerprint: null, fromSeq: null };
}
