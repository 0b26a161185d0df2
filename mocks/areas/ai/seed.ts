import type { Db } from '../../db';
import type { AreaSeed } from '../../shared/seeding';

/** Descriptions and features are in content.ts. */
const assistants = [
  ['advice', 'Trading Advisor', 'advice', 'available'],
  ['referral-crm', 'Referral CRM', 'referral', 'available'],
  ['portfolio', 'Portfolio Tracker', 'portfolio', 'beta'],
  ['legal', 'Legal & Tax Helper', 'legal', 'beta'],
  ['signals', 'Signal Scanner', 'signals', 'coming-soon'],
  ['technical-analysis', 'Technical Analyst', 'analysis', 'coming-soon'],
] as const;

function seedCatalogue(db: Db) {
  assistants.forEach(([id, name, category, status], order) =>
    db.aiAssistant.create({ id, order, name, category, status }),
  );
}

/** The same catalogue for the demo and the sandbox. */
export const aiSeed: AreaSeed = { demo: ({ db }) => seedCatalogue(db), testnet: ({ db }) => seedCatalogue(db) };
