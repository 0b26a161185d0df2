import type { OwnerKeyRegistration } from '@octoss/contract/proof';
import { errorCodes } from '@octoss/contract/errors';
import { isApiError } from '@/api/errors';
import { downloadText } from '@/lib/download';
import { readMemory, updateMemory, type OwnerKey, type Scope } from './memory';

/**
 * The trader's owner key (PROOF.md §2): 32 random bytes made in this browser on first use and
 * registered with the server, which from then on tags the trader's new leaves with it. It belongs
 * to the trader: downloadable, importable on another device, never made by the server. Hashing
 * here is the browser's own (WebCrypto): the ledger library stays out of the page.
 */

const toHex = (bytes: Uint8Array) => Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
const fromHex = (hex: string) => Uint8Array.from(hex.match(/../g) ?? [], (pair) => Number.parseInt(pair, 16));

export const newOwnerKey = (): string => toHex(crypto.getRandomValues(new Uint8Array(32)));

/** The first 8 bytes of SHA-256(key), hex: the fingerprint the server answers. */
export async function fingerprintOf(keyHex: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', fromHex(keyHex.toLowerCase()));
  return toHex(new Uint8Array(digest).slice(0, 8));
}

/** What the server says of the trader's key (`GET /api/proof/me`'s `ownerKey`). */
export type KeyStatus = { registered: boolean; fingerprint: string | null; fromSeq: number | null };

type Register = (key: string) => Promise<OwnerKeyRegistration>;
type ReadStatus = () => Promise<KeyStatus>;

/**
 * Registrations under way, per client (`session`: the app's one query client; each Storybook story
 * has its own) and log: two parts of a page asking at once share one, and a registration a story
 * left hanging is not the next story's.
 */
const inFlight = new WeakMap<object, Map<Scope, Promise<void>>>();

/** `key` as this browser keeps it, when the server's key status says it holds that key (same fingerprint). */
function heldByServer(status: KeyStatus, key: string, fingerprint: string, origin: OwnerKey['origin']) {
  if (status.fingerprint !== fingerprint || status.fromSeq === null) return undefined;
  return { key, fingerprint, fromSeq: status.fromSeq, origin, at: new Date().toISOString() } satisfies OwnerKey;
}

/** This browser's key for `scope` from now on: none elsewhere to import, none left unsent. */
const keepOwnerKey = (scope: Scope, ownerKey: OwnerKey) =>
  updateMemory(scope, (before) => ({ ...before, ownerKey, keyElsewhere: undefined, unsentKey: undefined }));

/**
 * First use: when this browser holds no key for `scope` and knows of none elsewhere, it makes one
 * and registers it. The key is kept before it is sent: a reload while the registration is under
 * way sends the same key again rather than a new one the server would refuse. A 409
 * `owner_key_set` is this browser's key when the fingerprints match (the first answer was lost);
 * otherwise the trader registered one from another device: that is remembered (with its
 * fingerprint), and the page asks for an import instead.
 */
export function ensureOwnerKey(
  session: object,
  scope: Scope,
  register: Register,
  readStatus: ReadStatus,
): Promise<void> {
  const memory = readMemory(scope);
  if (memory.ownerKey || memory.keyElsewhere) return Promise.resolve();
  const running = inFlight.get(session) ?? new Map<Scope, Promise<void>>();
  inFlight.set(session, running);
  const current = running.get(scope);
  if (current) return current;
  const made = (async () => {
    const key = memory.unsentKey ?? newOwnerKey();
    updateMemory(scope, (before) => ({ ...before, unsentKey: key }));
    try {
      const { fingerprint, fromSeq, registeredAt } = await register(key);
      keepOwnerKey(scope, { key, fingerprint, fromSeq, origin: 'made', at: registeredAt });
    } catch (error) {
      if (!isApiError(error) || error.code !== errorCodes.ownerKeySet) throw error;
      const [status, fingerprint] = await Promise.all([readStatus(), fingerprintOf(key)]);
      const held = heldByServer(status, key, fingerprint, 'made');
      if (held) return keepOwnerKey(scope, held);
      updateMemory(scope, (before) => ({
        ...before,
        keyElsewhere: { fingerprint: status.fingerprint, fromSeq: status.fromSeq },
        unsentKey: undefined,
      }));
    }
  })().finally(() => running.delete(scope));
  running.set(scope, made);
  return made;
}

/** An imported key that is not the one the server holds. */
export class OwnerKeyMismatch extends Error {
  constructor(readonly expected: string | null) {
    super('This is not the owner key registered for you');
    this.name = 'OwnerKeyMismatch';
  }
}

/**
 * Imports a key (from a file or a paste) into this browser: it must be the one the server holds
 * (same fingerprint); when the server holds none yet, it is registered as the trader's key.
 */
export async function importOwnerKey(scope: Scope, keyHex: string, status: KeyStatus, register: Register) {
  const key = keyHex.trim().toLowerCase();
  const fingerprint = await fingerprintOf(key);
  let stored: OwnerKey;
  if (status.registered) {
    const held = heldByServer(status, key, fingerprint, 'imported');
    if (!held) throw new OwnerKeyMismatch(status.fingerprint);
    stored = held;
  } else {
    const registered = await register(key);
    stored = { key, fingerprint, fromSeq: registered.fromSeq, origin: 'imported', at: registered.registeredAt };
  }
  keepOwnerKey(scope, stored);
  return stored;
}

export const ownerKeyFileFormat = 'octoss-owner-key/1';

/** The key as a small JSON file, to keep or to import on another device. */
export function downloadOwnerKey(scope: Scope, ownerKey: OwnerKey): void {
  const file = {
    format: ownerKeyFileFormat,
    ownerKey: ownerKey.key,
    fingerprint: ownerKey.fingerprint,
    fromSeq: ownerKey.fromSeq,
    log: scope,
  };
  downloadText(`octoss-owner-key-${scope}.json`, `${JSON.stringify(file, null, 2)}\n`, 'application/json');
}

/** The key in an imported file's text: the JSON file above, or the bare hex. */
export function keyInFile(text: string): string {
  const trimmed = text.trim();
  try {
    const parsed: unknown = JSON.parse(trimmed);
    if (typeof parsed === 'object' && parsed !== null && 'ownerKey' in parsed && typeof parsed.ownerKey === 'string')
      return parsed.ownerKey.trim();
  } catch {
    // Not JSON: the bare key.
  }
  return trimmed;
}
