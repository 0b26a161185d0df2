import type { MockEnv } from '../../mock-env';

/** Promos, with the trader's saved flag. */

export function allPromos(env: MockEnv) {
  return env.db.promo.getAll();
}

export function promoById(env: MockEnv, id: string) {
  return env.db.promo.findFirst({ where: { id: { equals: id } } });
}

export function setPromoSaved(env: MockEnv, id: string, isSaved: boolean) {
  return env.db.promo.update({ where: { id: { equals: id } }, data: { isSaved } });
}
