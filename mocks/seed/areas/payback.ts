import type { AreaSeed } from '../area';

/** Seed of this area (exchanges and their logo directory, UID links, accruals, reconciliation records, disputes) for the demo data set and the testnet sandbox. */
export const paybackSeed: AreaSeed = {
  demo: () => undefined,
  testnet: () => undefined,
};
