import { useSyncExternalStore } from 'react';
import type { ProofTreeValue } from '@octoss/contract/proof';
import { useDataset, type Dataset } from '@/lib/backend';
import { changeSignal } from '@/lib/changeSignal';
import { usesMocks } from '@/lib/config';
import { storage, storageKeys } from '@/lib/storage';

/**
 * What this browser keeps of the ledger proof, per log: the demo and the testnet sandbox are two
 * logs with keys of their own, a live build one more. Kept in localStorage (src/lib/storage.ts)
 * under `octoss.proof.<scope>`, so a reload or another visit remembers it.
 */
export type Scope = Dataset | 'live';

/** The trader's owner key as this browser holds it (PROOF.md §2): 32 bytes, hex. */
export type OwnerKey = {
  key: string;
  /** The first 8 bytes of SHA-256(key), hex: how the server names it without showing it. */
  fingerprint: string;
  /** The first leaf index under this key: the trader's older leaves carry the server-held key. */
  fromSeq: number;
  /** Made in this browser, or imported from a file or a paste. */
  origin: 'made' | 'imported';
  at: string;
};

/** The newest checkpoint this browser verified: a later log must extend it. */
export type SeenCheckpoint = { period: string; treeSize: number; root: ProofTreeValue; seenAt: string };

export type ProofMemory = {
  ownerKey?: OwnerKey;
  /** The server holds a key this browser does not (registered on another device): import it here. */
  keyElsewhere?: { fingerprint: string | null; fromSeq: number | null };
  /**
   * A key made here and sent for registration whose answer never came (a reload, a lost
   * connection): sent again, it is recognised by its fingerprint if the server kept it.
   */
  unsentKey?: string;
  lastSeen?: SeenCheckpoint;
};

const changes = changeSignal();
const empty: ProofMemory = {};
let cached: { raw: string | null; memory: ProofMemory } = { raw: null, memory: empty };

const keyOf = (scope: Scope) => `${storageKeys.proof}.${scope}`;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isHex = (value: unknown, length: number) =>
  typeof value === 'string' && new RegExp(`^[0-9a-f]{${length}}$`).test(value);
const isCount = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) >= 0;

function ownerKeyOf(value: unknown): OwnerKey | undefined {
  if (!isRecord(value) || !isHex(value.key, 64) || !isHex(value.fingerprint, 16) || !isCount(value.fromSeq))
    return undefined;
  const origin = value.origin === 'imported' ? 'imported' : 'made';
  return {
    key: value.key as string,
    fingerprint: value.fingerprint as string,
    fromSeq: value.fromSeq,
    origin,
    at: String(value.at ?? ''),
  };
}

function seenOf(value: unknown): SeenCheckpoint | undefined {
  if (!isRecord(value) || typeof value.period !== 'string' || !isCount(value.treeSize) || !isRecord(value.root))
    return undefined;
  const { hash, credit, debit } = value.root;
  if (!isHex(hash, 64) || !isCount(credit) || !isCount(debit)) return undefined;
  return {
    period: value.period,
    treeSize: value.treeSize,
    root: { hash: hash as string, credit, debit },
    seenAt: String(value.seenAt ?? ''),
  };
}

/** The stored memory, checked field by field: anything malformed is forgotten, never trusted. */
function parse(raw: string | null): ProofMemory {
  if (!raw) return empty;
  try {
    const value: unknown = JSON.parse(raw);
    if (!isRecord(value)) return empty;
    const elsewhere = isRecord(value.keyElsewhere)
      ? {
          fingerprint: isHex(value.keyElsewhere.fingerprint, 16) ? (value.keyElsewhere.fingerprint as string) : null,
          fromSeq: isCount(value.keyElsewhere.fromSeq) ? value.keyElsewhere.fromSeq : null,
        }
      : undefined;
    const memory: ProofMemory = {};
    const ownerKey = ownerKeyOf(value.ownerKey);
    const lastSeen = seenOf(value.lastSeen);
    if (ownerKey) memory.ownerKey = ownerKey;
    else if (elsewhere) memory.keyElsewhere = elsewhere;
    else if (isHex(value.unsentKey, 64)) memory.unsentKey = value.unsentKey as string;
    if (lastSeen) memory.lastSeen = lastSeen;
    return memory;
  } catch {
    return empty;
  }
}

/** The log this page is answered from. */
export const scopeOf = (dataset: Dataset): Scope => (usesMocks ? dataset : 'live');

export function readMemory(scope: Scope): ProofMemory {
  const raw = storage.get(keyOf(scope));
  if (raw !== cached.raw) cached = { raw, memory: parse(raw) };
  return cached.memory;
}

/** Changes what this browser keeps for `scope` (a field set to undefined is forgotten). */
export function updateMemory(scope: Scope, change: (memory: ProofMemory) => ProofMemory): void {
  const next = change(readMemory(scope));
  const kept = Object.fromEntries(Object.entries(next).filter(([, value]) => value !== undefined));
  if (Object.keys(kept).length === 0) storage.remove(keyOf(scope));
  else storage.set(keyOf(scope), JSON.stringify(kept));
  changes.notify();
}

/** This browser's memory of the log the page is answered from; nothing while a prerendered page hydrates. */
export function useProofMemory(): { scope: Scope; memory: ProofMemory } {
  const scope = scopeOf(useDataset());
  const memory = useSyncExternalStore(
    changes.subscribe,
    () => readMemory(scope),
    () => empty,
  );
  return { scope, memory };
}
