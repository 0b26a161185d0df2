import type { Db } from '../db';
import { seedDemo } from './demo';
import { seedNewAccount } from './newAccount';
import { seedTestnet } from './testnet';

/** `new-account` answers like the demo (no testnet endpoints) for a trader with nothing yet: the Empty stories. */
export const datasets = ['demo', 'testnet', 'new-account'] as const;
export type Dataset = (typeof datasets)[number];

export const seeds: Record<Dataset, (db: Db, now: number) => void> = {
  demo: seedDemo,
  testnet: seedTestnet,
  'new-account': seedNewAccount,
};
