import { promoRegions, promoTypes } from '@octoss/contract/promos';
import type { Db } from '../../db';
import { dayMs, type AreaSeed } from '../../shared/seeding';

const exchanges = ['cex-a', 'cex-b', 'cex-c'];

/** Days from the catalogue's start to expiry: some expired, some ending within 3 days, most later. */
const expiries = [-10, -2, 1, 2, 5, 9, 14, 21, 30, 45, 60, -30, 3.5, 12];

function seedPromos(db: Db, since: number) {
  expiries.forEach((days, index) => {
    const exchangeId = exchanges[index % exchanges.length]!;
    db.promo.create({
      id: `promo-${index + 1}`,
      exchangeId,
      type: promoTypes[index % promoTypes.length]!,
      offer: index % 2 ? 'weekly' : 'limited',
      expiresAt: since + Math.round(days * dayMs),
      url: `https://example.com/promos/${exchangeId}/${index + 1}`,
      region: promoRegions[index % promoRegions.length]!,
      isActive: days > 0,
      isSaved: false,
    });
  });
}

/** The same promos for the demo and the sandbox; the demo trader has saved one. */
export const promosSeed: AreaSeed = {
  demo({ db, cataloguesSince }) {
    seedPromos(db, cataloguesSince);
    db.promo.update({ where: { id: { equals: 'promo-5' } }, data: { isSaved: true } });
  },
  testnet: ({ db, cataloguesSince }) => seedPromos(db, cataloguesSince),
};
