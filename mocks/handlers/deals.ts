import { routes } from '@/api/contract/routes';
import type { Deal } from '@/api/contract/deals';
import { displayedDealRate, isDealOpen, standardDealRate } from '../rules/deals';
import type { MockEnv } from '../env';
import { entryOf } from '../localize';
import { dealNotes } from '../seed/content/deals';
import { byId, pageOf } from '../paging';
import { routeHandler } from './route';

export const dealsHandlers = (env: MockEnv) => [
  routeHandler(routes.listDeals, env, ({ query, lang }) => {
    const deals: Deal[] = [...env.db.deal.getAll()]
      .sort((a, b) => a.order - b.order)
      .filter((row) => !query.region || row.regions.includes(query.region))
      .map((row) => ({
        id: row.id,
        exchange: row.exchange,
        gross: row.gross,
        rate: displayedDealRate(row.gross),
        standardRate: standardDealRate(row.gross),
        open: isDealOpen(row.gross),
        regions: row.regions,
        notes: entryOf(dealNotes[lang], row.noteId),
      }));
    const byName = (a: Deal, b: Deal) => a.exchange.localeCompare(b.exchange) || byId(a, b);
    return pageOf(deals.sort(query.sort === 'name' ? byName : (a, b) => b.rate - a.rate || byName(a, b)), query);
  }),
];
