import { primaryKey } from '@mswjs/data';
import { tierNames } from '@octoss/contract/common';
import { oneOf } from '../../shared/enum';

/** The user, their signed-in sessions and failed sign-ins. Dates are epoch ms, foreign keys string ids. */
export const appModel = {
  /**
   * The data set itself (one row): since when its catalogues run. A promo's expiry is counted from
   * it, so a sandbox reset, which seeds again at a later now, leaves the catalogues as they were.
   */
  dataSet: {
    id: primaryKey(String),
    cataloguesSince: Number,
  },
  user: {
    id: primaryKey(String),
    email: String,
    tier: oneOf(tierNames),
    oCTOSSPoints: Number,
    createdAt: Number,
  },
  /** Signed-in sessions: a random bearer token per sign-in, until it expires or is signed out. */
  session: {
    token: primaryKey(String),
    userId: String,
    createdAt: Number,
    expiresAt: Number,
  },
  /** Wrong codes sent for a known account in the current window (rules.ts): one row per account. */
  signInFailures: {
    email: primaryKey(String),
    count: Number,
    windowStartedAt: Number,
  },
};
