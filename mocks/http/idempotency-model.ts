import { primaryKey } from '@mswjs/data';

/** The answers kept for idempotent replays, by key: the first answers of money-moving POSTs. */
export const idempotencyModel = {
  idempotencyRecord: {
    key: primaryKey(String),
    route: String,
    bodyHash: String,
    status: Number,
    response: String,
  },
};
