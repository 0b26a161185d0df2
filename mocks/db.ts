import { drop, factory } from '@mswjs/data';
import { catalogueModel } from './models/catalogue';
import { coreModel } from './models/core';
import { growthModel } from './models/growth';
import { offersModel } from './models/offers';
import { paybackModel } from './models/payback';
import { payoutsModel } from './models/payouts';

/**
 * The mock database, one model per area (models/). Dates are epoch milliseconds and foreign keys
 * plain string ids, because the whole database is persisted as JSON (see persist.ts) and
 * @mswjs/data cannot restore Date objects or relations from JSON.
 */
export const model = {
  ...coreModel,
  ...paybackModel,
  ...payoutsModel,
  ...growthModel,
  ...offersModel,
  ...catalogueModel,
};

export type ModelName = keyof typeof model;
export const modelNames = Object.keys(model).filter((name): name is ModelName => name in model);

export function createDb() {
  return factory(model);
}

export type Db = ReturnType<typeof createDb>;

/** Empties every table, so a seed can start from nothing. */
export function clearDb(db: Db): void {
  drop(db);
}

/** One stored row of a table, e.g. `Row<'uidLink'>`. */
export type Row<K extends ModelName> = ReturnType<Db[K]['getAll']>[number];

/** The fields a new row of a table is written with (a stored row also carries the library's own marks). */
export type NewRow<K extends ModelName> = Required<NonNullable<Parameters<Db[K]['create']>[0]>>;
