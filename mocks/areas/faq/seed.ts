import type { Db } from '../../db';
import type { AreaSeed } from '../../shared/seeding';

/** FAQ items in the order shown, with their category; questions and answers are in content.ts. */
const faqItems = [
  ['payback-rate', 'payback'],
  ['new-accounts', 'payback'],
  ['uid-approval', 'payback'],
  ['read-only', 'payback'],
  ['referral-rate', 'referral'],
  ['minimum-claim', 'payouts'],
  ['payout-schedule', 'payouts'],
  ['trustboard', 'proof'],
  ['platform-take', 'proof'],
  ['tiers', 'tiers'],
  ['points-caps', 'tiers'],
  ['testnet', 'account'],
] as const;

function seedCatalogue(db: Db) {
  faqItems.forEach(([id, category], order) => db.faqItem.create({ id, order, category }));
}

/** The same catalogue for the demo and the sandbox. */
export const faqSeed: AreaSeed = { demo: ({ db }) => seedCatalogue(db), testnet: ({ db }) => seedCatalogue(db) };
