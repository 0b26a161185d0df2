import type { Deal } from '@octoss/contract/deals';
import { implement } from '../../http/implement';
import { byId, pageOf } from '../../shared/paging';
import { dealsInOrder, createPartnerApplication } from './store';
import { dealView } from './views';
import { betaBoostPercent } from '@/domain/deals';
import { toIso } from '../../shared/convert';

export const deals = implement('deals', {
  listDeals: ({ env, query, lang }) => {
    const deals = dealsInOrder(env)
      .filter((row) => !query.region || row.regions.includes(query.region))
      .map((row) => dealView(row, lang));
    const byName = (a: Deal, b: Deal) => a.exchange.localeCompare(b.exchange) || byId(a, b);
    return pageOf(deals.sort(query.sort === 'name' ? byName : (a, b) => b.rate - a.rate || byName(a, b)), query);
  },
});

export const partnerApplications = implement('partner-applications', {
  createPartnerApplication: ({ env, body }) => {
    const application = createPartnerApplication(env, body);
    return { id: application.id, receivedAt: toIso(application.receivedAt), betaBoostPercent };
  },
});
