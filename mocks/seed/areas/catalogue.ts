import type { AreaSeed } from '../area';
import type { Db } from '../../db';
import { faqContent } from '../content/faq';

const assistants = [
  ['advice', 'Trading Advisor', 'Explains your fee spend and suggests where a payback or a tier step pays off most.', ['Fee breakdown per exchange', 'Tier upgrade simulator', 'Weekly summary'], 'advice', 'available'],
  ['referral-crm', 'Referral CRM', 'Keeps track of the friends you invited and reminds you when to follow up.', ['Contact pipeline', 'Follow-up reminders', 'DM script suggestions'], 'referral', 'available'],
  ['portfolio', 'Portfolio Tracker', 'Reads your linked accounts (read-only) and shows allocation and risk at a glance.', ['Allocation view', 'Risk alerts', 'PnL by exchange'], 'portfolio', 'beta'],
  ['legal', 'Legal & Tax Helper', 'Answers common questions on crypto tax reporting and exchange terms.', ['Tax report checklist', 'Terms summaries', 'Jurisdiction notes'], 'legal', 'beta'],
  ['signals', 'Signal Scanner', 'Scans markets for setups that match your rules and tells you why.', ['Custom rules', 'Backtest snapshots', 'Alert routing'], 'signals', 'coming-soon'],
  ['technical-analysis', 'Technical Analyst', 'Draws support, resistance and trend lines and explains them in plain words.', ['Auto chart patterns', 'Multi-timeframe view', 'Plain-language notes'], 'analysis', 'coming-soon'],
] as const;

/** The spec's four marketplace samples: prices 99/149/299/79, ratings 4.8/4.6/4.9/4.4, reviews 234/156/89/312. */
const products = [
  ['alpha-signals', 'Alpha Signals Pro', 'Daily crypto trading signals with entry, target and stop levels; 85% accuracy over the last quarter.', 'signals', 99, 4.8, 234, 'AlphaDesk', true, ['BTC', 'ETH', 'Daily']],
  ['grid-bot', 'GridMaster Bot', 'An automated grid trading bot for sideways markets, with risk limits you set.', 'bots', 149, 4.6, 156, 'BotForge', true, ['Grid', 'Automation']],
  ['swing-strategy', 'Swing Strategy Vault', 'Documented swing trading strategies with backtests and monthly updates.', 'strategies', 299, 4.9, 89, 'QuantNest', true, ['Swing', 'Backtested']],
  ['mentor-club', 'Futures Mentor Club', 'Weekly live mentoring sessions on futures risk management for new traders.', 'mentoring', 79, 4.4, 312, 'TradeCoach', false, ['Futures', 'Live']],
] as const;

function seedCatalogue(db: Db) {
  for (const [lang, items] of Object.entries(faqContent)) {
    items.forEach(([id, category, question, answer], order) => db.faqItem.create({ key: `${lang}:${id}`, id, lang, order, category, question, answer }));
  }
  assistants.forEach(([id, name, description, features, category, status], order) => db.aiAssistant.create({ id, order, name, description, features: [...features], category, status }));
  products.forEach(([id, title, description, category, price, rating, reviews, provider, verified, tags], order) =>
    db.marketProduct.create({ id, order, title, description, category, price, rating, reviews, provider, verified, tags: [...tags] }),
  );
}

export const catalogueSeed: AreaSeed = { demo: seedCatalogue, testnet: seedCatalogue };
