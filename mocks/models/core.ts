import { primaryKey } from '@mswjs/data';
import { tierNames } from '@octoss/contract/common';
import { oneOf } from './enum';

/** The user, their sessions, the public proof figures and idempotency records. */
export const coreModel = {
  user: {
    id: primaryKey(String),
    email: String,
    tier: oneOf(tierNames),
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
  /** Signed-in sessions: a random bearer token per sign-in, until it expires or is signed out. */
  session: {
    token: primaryKey(String),
    userId: String,
    createdAt: Number,
    expiresAt: Number,
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
