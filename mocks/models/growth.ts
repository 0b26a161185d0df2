import { primaryKey } from '@mswjs/data';
import { pointSources } from '@octoss/contract/points';
import { oneOf } from './enum';

/** Referral profile and public Link-in-Bio figures, points history and the playbook checklist. Texts come from mocks/content when read. */
export const growthModel = {
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
  pointsEntry: {
    id: primaryKey(String),
    userId: String,
    at: Number,
    source: oneOf(pointSources),
    delta: Number,
    balance: Number,
    noteId: String,
  },
  playbookItem: {
    id: primaryKey(String),
    order: Number,
    completed: Boolean,
  },
};
