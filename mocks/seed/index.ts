import type { Db } from '../db';
import { seedDemo } from './demo';
import { seedTestnet } from './testnet';
import type { Dataset } from '@/lib/demoBackend/protocol';

export { datasets, type Dataset } from '@/lib/demoBackend/protocol';

export const seeds: Record<Dataset, (db: Db, now: number) => void> = { demo: seedDemo, testnet: seedTestnet };
