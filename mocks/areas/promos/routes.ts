import type { Language } from '@/i18n/languages';
import type { z } from 'zod';
import type { promoCatalogueQuery, PromoListing } from '@octoss/contract/promos';
import { errorCodes } from '@octoss/contract/errors';
import type { MockEnv } from '../../mock-env';
import { notFound, unprocessable } from '../../shared/http-error';
import { implement } from '../../http/implement';
import { byId, pageOf } from '../../shared/paging';
import { allPromos, promoById, setPromoSaved } from './store';
import { promoListingView, promoView } from './views';

type CatalogueFilter = z.output<typeof promoCatalogueQuery>;

/** What both lists answer: the promos the filter keeps, soonest expiry first, ties by id. */
function filtered<P extends PromoListing>(promos: P[], query: CatalogueFilter): P[] {
  return promos
    .filter(
      (promo) =>
        (query.includeExpired || promo.status !== 'expired') &&
        (!query.region || promo.region === query.region) &&
        (!query.type || promo.type === query.type) &&
        (!query.exchangeId || promo.exchange === query.exchangeId),
    )
    .sort((a, b) => Date.parse(a.expiry) - Date.parse(b.expiry) || byId(a, b));
}

function setSaved(env: MockEnv, id: string, isSaved: boolean, lang: Language) {
  const row = promoById(env, id);
  if (!row) throw notFound(`No promo ${id}`);
  // Unsaving an expired promo tidies a list; saving one would only keep a dead offer.
  if (isSaved && promoView(row, env.now(), lang).status === 'expired')
    throw unprocessable('This promo has expired and cannot be saved', errorCodes.promoExpired);
  const updated = setPromoSaved(env, id, isSaved);
  if (!updated) throw notFound(`No promo ${id}`);
  return promoView(updated, env.now(), lang);
}

export const promos = implement('promos', {
  listPromoCatalogue: ({ env, query, lang }) =>
    pageOf(
      filtered(
        allPromos(env).map((row) => promoListingView(row, env.now(), lang)),
        query,
      ),
      query,
    ),
  listPromos: ({ env, query, lang }) => {
    const promos = filtered(
      allPromos(env).map((row) => promoView(row, env.now(), lang)),
      query,
    ).filter((promo) => query.saved === undefined || promo.isSaved === query.saved);
    return pageOf(promos, query);
  },
  savePromo: ({ env, params, lang }) => setSaved(env, params.id, true, lang),
  unsavePromo: ({ env, params, lang }) => setSaved(env, params.id, false, lang),
});
