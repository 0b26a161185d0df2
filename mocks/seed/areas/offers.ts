import { dayMs, type AreaSeed } from '../area';
import type { Db } from '../../db';

/** 29 programs; two are closed (gross 0, Waitlist). */
const deals: [string, number, string[], string][] = [
  ['Binance', 40, ['Global', 'APAC', 'LATAM'], 'Spot and futures; new accounts only'],
  ['Bybit', 45, ['Global', 'APAC', 'EU'], 'Derivatives focus'],
  ['OKX', 45, ['Global', 'APAC', 'MENA'], 'Spot, futures and options'],
  ['KuCoin', 50, ['Global', 'APAC'], 'Altcoin depth'],
  ['Gate.io', 55, ['Global', 'APAC', 'LATAM'], 'Wide token list'],
  ['Bitget', 50, ['Global', 'EU', 'LATAM'], 'Copy trading'],
  ['MEXC', 60, ['Global', 'APAC'], 'Low fees, many listings'],
  ['BTCC', 45, ['Global', 'EU'], 'Futures since 2011'],
  ['BingX', 50, ['Global', 'MENA', 'LATAM'], 'Social trading'],
  ['AscendEX', 40, ['Global', 'APAC'], 'Staking products'],
  ['Bitfinex', 30, ['Global', 'EU'], 'Margin funding'],
  ['Kraken', 25, ['US', 'EU'], 'Regulated in the US and EU'],
  ['Coinbase', 20, ['US', 'EU'], 'Advanced trade only'],
  ['Huobi/HTX', 45, ['Global', 'APAC', 'MENA'], 'Spot and futures'],
  ['TOPONE', 55, ['Global', 'APAC'], 'New in beta'],
  ['XT', 50, ['Global', 'APAC', 'LATAM'], 'Meme and new listings'],
  ['Phemex', 45, ['Global', 'LATAM'], 'Zero-fee spot promos'],
  ['WOO X', 35, ['Global', 'EU'], 'Deep liquidity'],
  ['Deribit', 30, ['Global', 'EU'], 'Options'],
  ['BitMart', 50, ['Global', 'APAC', 'US'], 'Many listings'],
  ['LBank', 55, ['Global', 'APAC', 'MENA'], 'Early listings'],
  ['CoinEx', 45, ['Global', 'APAC'], 'Simple interface'],
  ['Toobit', 50, ['Global', 'LATAM'], 'Futures'],
  ['BloFin', 45, ['Global', 'MENA'], 'Futures'],
  ['WEEX', 50, ['Global', 'APAC'], 'Futures'],
  ['Bitunix', 55, ['Global', 'LATAM', 'MENA'], 'Futures'],
  ['Zoomex', 45, ['Global', 'APAC'], 'Derivatives'],
  ['Bitstamp', 0, ['US', 'EU'], 'Closed for now: join the waitlist'],
  ['Gemini', 0, ['US'], 'Closed for now: join the waitlist'],
];

const promoTypes = ['Rate Boost', 'Signup Bonus', 'Volume Bonus', 'Trading Competition', 'Deposit Bonus', 'Fee Discount', 'Referral Contest', 'Airdrop', 'Learn & Earn', 'VIP Trial', 'Futures Bonus'];
const regions = ['Global', 'US/EU', 'APAC'];
const exchanges = ['cex-a', 'cex-b', 'cex-c'];

/** Days from now to expiry: some expired, some ending within 3 days, most later. */
const expiries = [-10, -2, 1, 2, 5, 9, 14, 21, 30, 45, 60, -30, 3.5, 12];

function seedCatalogue(db: Db, now: number) {
  deals.forEach(([exchange, gross, dealRegions, notes], order) => db.deal.create({ id: `deal-${order + 1}`, order, exchange, gross, regions: dealRegions, notes }));
  expiries.forEach((days, index) => {
    const type = promoTypes[index % promoTypes.length]!;
    const exchangeId = exchanges[index % exchanges.length]!;
    db.promo.create({
      id: `promo-${index + 1}`,
      title: `${type}: ${exchangeId.toUpperCase()} ${index % 2 ? 'weekly' : 'limited'} offer`,
      exchangeId,
      type,
      description: `${type} for OCTOSS traders on ${exchangeId.toUpperCase()}. New accounts linked through OCTOSS qualify automatically.`,
      expiresAt: now + Math.round(days * dayMs),
      url: `https://example.com/promos/${exchangeId}/${index + 1}`,
      region: regions[index % regions.length]!,
      isActive: days > 0,
      isSaved: false,
    });
  });
}

export const offersSeed: AreaSeed = {
  demo(db, now) {
    seedCatalogue(db, now);
    db.promo.update({ where: { id: { equals: 'promo-5' } }, data: { isSaved: true } });
  },
  testnet: seedCatalogue,
};
