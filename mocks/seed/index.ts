import type { Db } from '../db';
import { seedDemo } from './demo';
import { seedTestnet } from './testnet';

export const datasets = ['demo', 'testnet'] as const;
export type Dataset = (typeof datasets)[number];

export const seeds: Record<Dataset, (db: Db, now: number) => void> = { demo: seedDemo, testnet: seedTestnet };
