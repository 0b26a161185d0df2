import type { AreaSeed } from '../area';

/** Seed of this area (claimable balance, payouts, payout wallet, settlements, the auto-settlement rule) for the demo data set and the testnet sandbox. */
export const payoutsSeed: AreaSeed = {
  demo: () => undefined,
  testnet: () => undefined,
};
