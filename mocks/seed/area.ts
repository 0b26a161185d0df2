import { roundToCents } from '@octoss/contract/money';
import type { Db } from '../db';

/** How one area fills the database for each data set. `now` makes relative dates deterministic. */
export type AreaSeed = {
  demo: (db: Db, now: number) => void;
  testnet: (db: Db, now: number) => void;
};

/** A small deterministic PRNG (mulberry32): the same seed gives the same demo data every time. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const dayMs = 86_400_000;

/** `0x` + 64 hex characters from the PRNG: a realistic, deterministic transaction hash. */
export function txHash(random: () => number): string {
  let out = '0x';
  for (let index = 0; index < 64; index += 1) out += Math.floor(random() * 16).toString(16);
  return out;
}

/** A number between min and max with 2 decimals. */
export function amountBetween(random: () => number, min: number, max: number): number {
  return roundToCents(min + random() * (max - min));
}

export const demoUserId = 'user-demo';
export const testnetUserId = 'user-testnet';

/** The three demo exchanges every area's demo rows are spread over. */
export const demoExchangeIds = ['cex-a', 'cex-b', 'cex-c'] as const;
