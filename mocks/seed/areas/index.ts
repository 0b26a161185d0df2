import type { AreaSeed } from '../area';
import { catalogueSeed } from './catalogue';
import { coreSeed } from './core';
import { growthSeed } from './growth';
import { offersSeed } from './offers';
import { paybackSeed } from './payback';
import { payoutsSeed } from './payouts';

/** Every area of the database, in the order they are seeded (core first: others refer to the user). */
export const areaSeeds: AreaSeed[] = [coreSeed, paybackSeed, payoutsSeed, growthSeed, offersSeed, catalogueSeed];
