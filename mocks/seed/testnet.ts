import type { Db } from '../db';
import { areaSeeds } from './areas';

/** The testnet sandbox: catalogues as in the demo, but no links, balances or history, and test referral codes. */
export function seedTestnet(db: Db, now: number): void {
  areaSeeds.forEach((area) => area.testnet(db, now));
}
