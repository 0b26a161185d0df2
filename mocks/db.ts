import { drop, factory } from '@mswjs/data';
import { aiModel } from './areas/ai/model';
import { appModel } from './areas/app/model';
import { dealsModel } from './areas/deals/model';
import { faqModel } from './areas/faq/model';
import { marketModel } from './areas/market/model';
import { paybackModel } from './areas/payback/model';
import { payoutsModel } from './areas/payouts/model';
import { playbookModel } from './areas/playbook/model';
import { promosModel } from './areas/promos/model';
import { referralModel } from './areas/referral/model';
import { settlementsModel } from './areas/settlements/model';
import { trustboardModel } from './areas/trustboard/model';
import { valueZoneModel } from './areas/value-zone/model';
import { idempotencyModel } from './http/idempotency-model';

/**
 * The mock database: each area's tables (mocks/areas/<area>/model.ts) and the idempotency records of
 * the HTTP layer. Dates are epoch milliseconds and foreign keys plain string ids, because the whole
 * database is persisted as JSON (see persist.ts) and @mswjs/data cannot restore Date objects or
 * relations from JSON.
 */
export const model = {
  ...appModel,
  ...paybackModel,
  ...trustboardModel,
  ...payoutsModel,
  ...settlementsModel,
  ...referralModel,
  ...valueZoneModel,
  ...playbookModel,
  ...promosModel,
  ...dealsModel,
  ...faqModel,
  ...aiModel,
  ...marketModel,
  ...idempotencyModel,
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
