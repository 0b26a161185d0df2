import type { Db } from '../../db';
import type { AreaSeed } from '../../shared/seeding';

/** The spec's four marketplace samples: prices 99/149/299/79, ratings 4.8/4.6/4.9/4.4, reviews 234/156/89/312. Descriptions and tags are in content.ts. */
const products = [
  ['alpha-signals', 'Alpha Signals Pro', 'signals', 99, 4.8, 234, 'AlphaDesk', true],
  ['grid-bot', 'GridMaster Bot', 'bots', 149, 4.6, 156, 'BotForge', true],
  ['swing-strategy', 'Swing Strategy Vault', 'strategies', 299, 4.9, 89, 'QuantNest', true],
  ['mentor-club', 'Futures Mentor Club', 'mentoring', 79, 4.4, 312, 'TradeCoach', false],
] as const;

function seedCatalogue(db: Db) {
  products.forEach(([id, title, category, price, rating, reviews, provider, verified], order) =>
    db.marketProduct.create({ id, order, title, category, price, rating, reviews, provider, verified }),
  );
}

/** The same catalogue for the demo and the sandbox. */
export const marketSeed: AreaSeed = { demo: ({ db }) => seedCatalogue(db), testnet: ({ db }) => seedCatalogue(db) };
