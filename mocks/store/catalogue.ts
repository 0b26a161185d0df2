import type { MockEnv } from '../env';
import { inListOrder } from '../paging';

/** The lists everyone reads alike: exchanges, deal programs, market products, FAQ, AI assistants. */

export function allExchanges(env: MockEnv) {
  return env.db.exchange.getAll();
}

export function exchangeById(env: MockEnv, id: string) {
  return env.db.exchange.findFirst({ where: { id: { equals: id } } });
}

export function exchangeCount(env: MockEnv): number {
  return env.db.exchange.count();
}

export const dealsInOrder = (env: MockEnv) => [...env.db.deal.getAll()].sort((a, b) => a.order - b.order);
export const marketProductsInOrder = (env: MockEnv) => inListOrder(env.db.marketProduct.getAll());
export const faqItemsInOrder = (env: MockEnv) => inListOrder(env.db.faqItem.getAll());
export const assistantsInOrder = (env: MockEnv) => inListOrder(env.db.aiAssistant.getAll());
