import { beforeEach, describe, expect, it } from 'vitest';
import { errorCodes } from '@octoss/contract/errors';
import { ApiError } from '@/api/errors';
import {
  ensureOwnerKey,
  fingerprintOf,
  importOwnerKey,
  OwnerKeyMismatch,
  type KeyStatus,
} from '@/features/trustboard/proof/ownerKey';
import { readMemory } from '@/features/trustboard/proof/memory';

/**
 * The owner key's first use against a server that keeps one key per trader: what a browser holds
 * after a registration, after one whose answer was lost (a reload halfway), and when another
 * device registered first.
 */
const scope = 'demo';

/** A server that keeps the first key it is sent and refuses any other (409 `owner_key_set`), as the contract says. */
function server() {
  let held: { key: string; fromSeq: number } | undefined;
  const register = async (key: string) => {
    if (held) throw new ApiError(409, { code: errorCodes.ownerKeySet, message: 'An owner key is registered' });
    held = { key, fromSeq: 7 };
    return { fingerprint: await fingerprintOf(key), registeredAt: '2026-11-26T10:00:00.000Z', fromSeq: 7 };
  };
  const readStatus = async (): Promise<KeyStatus> =>
    held
      ? { registered: true, fingerprint: await fingerprintOf(held.key), fromSeq: held.fromSeq }
      : { registered: false, fingerprint: null, fromSeq: null };
  return { register, readStatus, held: () => held };
}

beforeEach(() => localStorage.clear());

describe('the owner key on first use', () => {
  it('is made, registered and kept', async () => {
    const backend = server();
    await ensureOwnerKey({}, scope, backend.register, backend.readStatus);
    const memory = readMemory(scope);
    expect(memory.ownerKey?.key).toBe(backend.held()?.key);
    expect(memory.ownerKey?.fromSeq).toBe(7);
    expect(memory.unsentKey).toBeUndefined();
  });

  it('is the same key after a reload that lost the registration answer: kept, not taken for another device', async () => {
    const backend = server();
    // The server registers the key, but the page is gone before the answer arrives.
    const lostAnswer = async (key: string) => {
      await backend.register(key);
      throw new Error('The page was reloaded');
    };
    await expect(ensureOwnerKey({}, scope, lostAnswer, backend.readStatus)).rejects.toThrow('reloaded');
    expect(readMemory(scope).ownerKey).toBeUndefined();

    await ensureOwnerKey({}, scope, backend.register, backend.readStatus);
    const memory = readMemory(scope);
    expect(memory.ownerKey?.key).toBe(backend.held()?.key);
    expect(memory.ownerKey?.fingerprint).toBe(await fingerprintOf(backend.held()!.key));
    expect(memory.ownerKey?.fromSeq).toBe(7);
    expect(memory.keyElsewhere).toBeUndefined();
    expect(memory.unsentKey).toBeUndefined();
  });

  it('is asked for from another device when the server holds a key this browser never made', async () => {
    const backend = server();
    await backend.register('ab'.repeat(32));
    await ensureOwnerKey({}, scope, backend.register, backend.readStatus);
    const memory = readMemory(scope);
    expect(memory.ownerKey).toBeUndefined();
    expect(memory.keyElsewhere).toEqual({ fingerprint: await fingerprintOf('ab'.repeat(32)), fromSeq: 7 });
    expect(memory.unsentKey).toBeUndefined();
  });
});

describe('an owner key imported from another device', () => {
  it('is kept when it is the key the server holds, and refused when it is not', async () => {
    const backend = server();
    const key = 'cd'.repeat(32);
    await backend.register(key);
    const status = await backend.readStatus();
    await expect(importOwnerKey(scope, 'ef'.repeat(32), status, backend.register)).rejects.toBeInstanceOf(
      OwnerKeyMismatch,
    );
    expect(readMemory(scope).ownerKey).toBeUndefined();
    await importOwnerKey(scope, ` ${key.toUpperCase()} `, status, backend.register);
    expect(readMemory(scope).ownerKey).toMatchObject({ key, fromSeq: 7, origin: 'imported' });
  });

  it('is registered when the server holds none yet', async () => {
    const backend = server();
    const key = 'cd'.repeat(32);
    await importOwnerKey(scope, key, await backend.readStatus(), backend.register);
    expect(backend.held()?.key).toBe(key);
    expect(readMemory(scope).ownerKey).toMatchObject({ key, fromSeq: 7, origin: 'imported' });
  });
});
