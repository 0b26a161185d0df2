import type { MockEnv } from '../env';
import { byId } from '../paging';

/** The lists everyone reads alike: exchanges, deal programs, market products, FAQ, AI assistants. */

/** Rows in the order the catalogue gives them, ties by id. */
const inListOrder = <T extends { id: string; order: number }>(rows: readonly T[]): T[] =>
  [...rows].sort((a, b) => a.order - b.order || byId(a, b));

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
