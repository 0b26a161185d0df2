import type { AreaSeed } from '../area';

/** Seed of this area (referral summary and rates, Link-in-Bio profiles, points history, playbook checklist) for the demo data set and the testnet sandbox. */
export const growthSeed: AreaSeed = {
  demo: () => undefined,
  testnet: () => undefined,
};
