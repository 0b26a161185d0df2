import type { AreaSeed } from '../area';
import type { Db } from '../../db';

/** FAQ items in the order shown, with their category; questions and answers are in content/faq.ts. */
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

/** Descriptions and features are in content/ai.ts. */
const assistants = [
  ['advice', 'Trading Advisor', 'advice', 'available'],
  ['referral-crm', 'Referral CRM', 'referral', 'available'],
  ['portfolio', 'Portfolio Tracker', 'portfolio', 'beta'],
  ['legal', 'Legal & Tax Helper', 'legal', 'beta'],
  ['signals', 'Signal Scanner', 'signals', 'coming-soon'],
  ['technical-analysis', 'Technical Analyst', 'analysis', 'coming-soon'],
] as const;

/** The spec's four marketplace samples: prices 99/149/299/79, ratings 4.8/4.6/4.9/4.4, reviews 234/156/89/312. Descriptions and tags are in content/market.ts. */
const products = [
  ['alpha-signals', 'Alpha Signals Pro', 'signals', 99, 4.8, 234, 'AlphaDesk', true],
  ['grid-bot', 'GridMaster Bot', 'bots', 149, 4.6, 156, 'BotForge', true],
  ['swing-strategy', 'Swing Strategy Vault', 'strategies', 299, 4.9, 89, 'QuantNest', true],
  ['mentor-club', 'Futures Mentor Club', 'mentoring', 79, 4.4, 312, 'TradeCoach', false],
] as const;

function seedCatalogue(db: Db) {
  faqItems.forEach(([id, category], order) => db.faqItem.create({ id, order, category }));
  assistants.forEach(([id, name, category, status], order) =>
    db.aiAssistant.create({ id, order, name, category, status }),
  );
  products.forEach(([id, title, category, price, rating, reviews, provider, verified], order) =>
    db.marketProduct.create({ id, order, title, category, price, rating, reviews, provider, verified }),
  );
}

export const catalogueSeed: AreaSeed = { demo: seedCatalogue, testnet: seedCatalogue };
