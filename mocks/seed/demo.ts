import type { Db } from '../db';
import { areaSeeds } from './areas';

/** The spec's demo data set (claimable 376.61, 2847 points, Silver, 29 deals, ...), deterministic for a given `now`. */
export function seedDemo(db: Db, now: number): void {
  areaSeeds.forEach((area) => area.demo(db, now));
}
