import type { Language } from '@/i18n/languages';
import { errorCodes } from '@octoss/contract/errors';
import type { MockEnv } from '../../mock-env';
import { notFound, unprocessable } from '../../shared/http-error';
import { implement } from '../../http/implement';
import { byId, pageOf } from '../../shared/paging';
import { allPromos, promoById, setPromoSaved } from './store';
import { promoView } from './views';

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
  listPromos: ({ env, query, lang }) => {
    const promos = allPromos(env)
      .map((row) => promoView(row, env.now(), lang))
      .filter(
        (promo) =>
          (query.includeExpired || promo.status !== 'expired') &&
          (!query.region || promo.region === query.region) &&
          (!query.type || promo.type === query.type) &&
          (!query.exchangeId || promo.exchange === query.exchangeId) &&
          (query.saved === undefined || promo.isSaved === query.saved),
      )
      .sort((a, b) => Date.parse(a.expiry) - Date.parse(b.expiry) || byId(a, b));
    return pageOf(promos, query);
  },
  savePromo: ({ env, params, lang }) => setSaved(env, params.id, true, lang),
  unsavePromo: ({ env, params, lang }) => setSaved(env, params.id, false, lang),
});
