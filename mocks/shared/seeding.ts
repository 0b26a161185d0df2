import { roundToCents } from '@octoss/contract/money';
import type { Db } from '../db';

/**
 * What an area's seed writes with: the database, the data set's `now` (relative dates are
 * deterministic for a given `now`), `cataloguesSince` (what a catalogue's dates count from: the
 * start of the first seed's UTC day, kept when the sandbox is reset) and `stream(seed)`, the data set's PRNG for
 * that seed number.
 * Areas that draw from the same seed number continue one stream in seeding order (payback, then
 * trustboard; payouts, then settlements), so the demo data set stays the same number for number.
 */
export type SeedContext = {
  db: Db;
  now: number;
  cataloguesSince: number;
  stream: (seed: number) => () => number;
};

/** How one area fills the database for the demo data set and for the testnet sandbox. */
export type AreaSeed = {
  demo: (context: SeedContext) => void;
  testnet: (context: SeedContext) => void;
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
