import type { Deal } from '@octoss/contract/deals';
import type { Db } from '../../db';
import type { AreaSeed } from '../../shared/seeding';

/** 29 programs; two are closed (gross 0, Waitlist). The last column is a note id of content.ts. */
const deals: [string, number, Deal['regions'], string][] = [
  ['Binance', 40, ['Global', 'APAC', 'LATAM'], 'spot-futures-new-only'],
  ['Bybit', 45, ['Global', 'APAC', 'EU'], 'derivatives-focus'],
  ['OKX', 45, ['Global', 'APAC', 'MENA'], 'spot-futures-options'],
  ['KuCoin', 50, ['Global', 'APAC'], 'altcoin-depth'],
  ['Gate.io', 55, ['Global', 'APAC', 'LATAM'], 'wide-token-list'],
  ['Bitget', 50, ['Global', 'EU', 'LATAM'], 'copy-trading'],
  ['MEXC', 60, ['Global', 'APAC'], 'low-fees-many-listings'],
  ['BTCC', 45, ['Global', 'EU'], 'futures-since-2011'],
  ['BingX', 50, ['Global', 'MENA', 'LATAM'], 'social-trading'],
  ['AscendEX', 40, ['Global', 'APAC'], 'staking'],
  ['Bitfinex', 30, ['Global', 'EU'], 'margin-funding'],
  ['Kraken', 25, ['US', 'EU'], 'regulated-us-eu'],
  ['Coinbase', 20, ['US', 'EU'], 'advanced-trade'],
  ['Huobi/HTX', 45, ['Global', 'APAC', 'MENA'], 'spot-futures'],
  ['TOPONE', 55, ['Global', 'APAC'], 'new-in-beta'],
  ['XT', 50, ['Global', 'APAC', 'LATAM'], 'meme-new-listings'],
  ['Phemex', 45, ['Global', 'LATAM'], 'zero-fee-spot'],
  ['WOO X', 35, ['Global', 'EU'], 'deep-liquidity'],
  ['Deribit', 30, ['Global', 'EU'], 'options'],
  ['BitMart', 50, ['Global', 'APAC', 'US'], 'many-listings'],
  ['LBank', 55, ['Global', 'APAC', 'MENA'], 'early-listings'],
  ['CoinEx', 45, ['Global', 'APAC'], 'simple-interface'],
  ['Toobit', 50, ['Global', 'LATAM'], 'futures'],
  ['BloFin', 45, ['Global', 'MENA'], 'futures'],
  ['WEEX', 50, ['Global', 'APAC'], 'futures'],
  ['Bitunix', 55, ['Global', 'LATAM', 'MENA'], 'futures'],
  ['Zoomex', 45, ['Global', 'APAC'], 'derivatives'],
  ['Bitstamp', 0, ['US', 'EU'], 'waitlist'],
  ['Gemini', 0, ['US'], 'waitlist'],
];

function seedDeals(db: Db) {
  deals.forEach(([exchange, gross, dealRegions, noteId], order) =>
    db.deal.create({ id: `deal-${order + 1}`, order, exchange, gross, regions: dealRegions, noteId }),
  );
}

/** The same 29 programs for the demo and the sandbox. */
export const dealsSeed: AreaSeed = { demo: ({ db }) => seedDeals(db), testnet: ({ db }) => seedDeals(db) };
