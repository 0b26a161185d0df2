import { factory, primaryKey } from '@mswjs/data';

/**
 * The mock database. Dates are epoch milliseconds and foreign keys plain string ids, because
 * the whole database is persisted as JSON (see persist.ts) and @mswjs/data cannot restore
 * Date objects or relations from JSON.
 */
export const model = {
  user: {
    id: primaryKey(String),
    email: String,
    tier: String,
    oCTOSSPoints: Number,
    createdAt: Number,
  },
  /** Single row (id 'current'): the public proof figures shown on the landing page and Link-in-Bio. */
  proofMetrics: {
    id: primaryKey(String),
    reconciliationsThisWeek: Number,
    medianClaimTimeSeconds: Number,
    discrepancyRate: Number,
  },
  /** First answers of money-moving POSTs, replayed for a repeated Idempotency-Key. */
  idempotencyRecord: {
    key: primaryKey(String),
    route: String,
    bodyHash: String,
    status: Number,
    response: String,
  },
};

export type ModelName = keyof typeof model;
export const modelNames = Object.keys(model) as ModelName[];

export function createDb() {
  return factory(model);
}

export type Db = ReturnType<typeof createDb>;

/** Empties every table, so a seed can start from nothing. */
export function clearDb(db: Db): void {
  for (const name of modelNames) {
    db[name].deleteMany({ where: {} } as never);
  }
}
