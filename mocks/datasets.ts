import type { Db } from './db';
import { aiSeed } from './areas/ai/seed';
import { appSeed } from './areas/app/seed';
import { dealsSeed } from './areas/deals/seed';
import { faqSeed } from './areas/faq/seed';
import { marketSeed } from './areas/market/seed';
import { paybackSeed } from './areas/payback/seed';
import { payoutsSeed } from './areas/payouts/seed';
import { playbookSeed } from './areas/playbook/seed';
import { promosSeed } from './areas/promos/seed';
import { referralSeed } from './areas/referral/seed';
import { settlementsSeed } from './areas/settlements/seed';
import { trustboardSeed } from './areas/trustboard/seed';
import { valueZoneSeed } from './areas/value-zone/seed';
import { dayMs, seededRandom, type AreaSeed, type SeedContext } from './shared/seeding';

import type { Dataset } from './mock-env';

export { datasets, type Dataset } from './mock-env';

/**
 * Every area's seed, in the order they run: the user first (others refer to it); areas that share
 * a random stream in the order they draw from it (payback before trustboard, payouts before
 * settlements).
 */
const areaSeeds: readonly AreaSeed[] = [
  appSeed,
  paybackSeed,
  // Before the Trustboard's: its payouts' records are in the ledger the Trustboard seeds.
  payoutsSeed,
  trustboardSeed,
  settlementsSeed,
  referralSeed,
  valueZoneSeed,
  playbookSeed,
  dealsSeed,
  promosSeed,
  faqSeed,
  aiSeed,
  marketSeed,
];

function seedAreas(kind: keyof AreaSeed, db: Db, now: number, cataloguesSince: number): void {
  const streams = new Map<number, () => number>();
  const stream = (seed: number) => {
    let random = streams.get(seed);
    if (!random) streams.set(seed, (random = seededRandom(seed)));
    return random;
  };
  const context: SeedContext = { db, now, cataloguesSince, stream };
  areaSeeds.forEach((area) => area[kind](context));
}

/**
 * A first seed's catalogues start at the beginning of its UTC day: the same for the build that
 * prerenders a page and a browser that seeds the demo that day, as a real catalogue is the same for
 * both. The prerendered promos then hold the dates the browser's backend answers, and its first
 * answer changes nothing on the screen (later, their dates give way to the browser's once it asks).
 */
function catalogueDayOf(now: number): number {
  return Math.floor(now / dayMs) * dayMs;
}

/** The code and name of the new account's own referral profile (public at /l/octoss-n3w0). */
export const newAccountProfile = { code: 'OCTOSS-N3W0', displayName: 'New Trader' };

/**
 * A trader who has just signed up, for the Empty stories and demos: nothing linked, earned,
 * referred, collected or checked off, while the public catalogues (exchanges, deals, promos, FAQ,
 * assistants, products) are as in the demo. That is the sandbox's starting state; only the
 * sandbox's names and its test referral codes are swapped for an ordinary account's.
 */
function seedNewAccount(db: Db, now: number, cataloguesSince: number): void {
  seedAreas('testnet', db, now, cataloguesSince);
  // Ids are internal: the sandbox user's stays, with an ordinary address.
  const user = db.user.update({ where: {}, data: { email: 'new@octoss.app' } })!;
  // The profile's code is its primary key: replace the sandbox's test profiles rather than renaming them.
  db.referralProfile.deleteMany({ where: {} });
  db.referralProfile.create({
    ...newAccountProfile,
    userId: user.id,
    clicks7d: 0,
    earnedUsdt: 0,
    pendingUsdt: 0,
    verified: false,
  });
}

/**
 * How each data set fills an empty database: the spec's demo data set (claimable 376.61, 2847
 * points, Silver, 29 deals, ...) and the testnet sandbox (catalogues as in the demo, but no links,
 * balances or history, and test referral codes), deterministic for a given `now` and
 * `cataloguesSince`.
 */
export const seeds: Record<Dataset, (db: Db, now: number, cataloguesSince?: number) => void> = {
  demo: (db, now, cataloguesSince = catalogueDayOf(now)) => seedAreas('demo', db, now, cataloguesSince),
  testnet: (db, now, cataloguesSince = catalogueDayOf(now)) => seedAreas('testnet', db, now, cataloguesSince),
  'new-account': (db, now, cataloguesSince = catalogueDayOf(now)) => seedNewAccount(db, now, cataloguesSince),
};
