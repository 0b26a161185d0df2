import type { AreaSeed } from '../area';

/** Seed of this area (FAQ items, AI assistants, marketplace products) for the demo data set and the testnet sandbox. */
export const catalogueSeed: AreaSeed = {
  demo: () => undefined,
  testnet: () => undefined,
};
