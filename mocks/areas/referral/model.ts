import { primaryKey } from '@mswjs/data';

/** Referral profiles (the public Link-in-Bio figures) and referred friends. Dates are epoch ms, foreign keys string ids. */
export const referralModel = {
  referralProfile: {
    code: primaryKey(String),
    userId: String,
    displayName: String,
    clicks7d: Number,
    earnedUsdt: Number,
    pendingUsdt: Number,
    verified: Boolean,
  },
  /** One friend who joined with a referral code: the stats, the 7-day funnel and Recent Referrals are all counted from these rows. */
  referral: {
    id: primaryKey(String),
    referrerId: String,
    maskedEmail: String,
    exchangeId: String,
    joinedAt: Number,
    active: Boolean,
  },
};
