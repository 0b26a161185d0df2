import type { AreaSeed } from '../area';

/** Seed of this area (promos (and saved flags), deals, partner applications) for the demo data set and the testnet sandbox. */
export const offersSeed: AreaSeed = {
  demo: () => undefined,
  testnet: () => undefined,
};
