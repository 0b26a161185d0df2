/**
 * The exchanges of the trusted-exchange marquee and the logo directory (spec section 3).
 * Logos are served from /exchanges/{slug}.{ext}; the extension varies by exchange (png, webp, jpeg,
 * svg by default), as the spec says. Every mark is an original monogram drawing.
 */
export type ExchangeDirectoryEntry = {
  name: string;
  slug: string;
  /** One or two letters drawn when no logo can be shown. */
  mono: string;
  ext: 'svg' | 'png' | 'webp' | 'jpeg';
  /** Brand-neutral colour of the drawn mark. */
  color: string;
};

export const exchangeDirectory: readonly ExchangeDirectoryEntry[] = [
  { name: 'Binance', slug: 'binance', mono: 'B', ext: 'png', color: '#8a6d00' },
  { name: 'Bybit', slug: 'bybit', mono: 'BY', ext: 'png', color: '#1f2937' },
  { name: 'OKX', slug: 'okx', mono: 'OK', ext: 'webp', color: '#111827' },
  { name: 'KuCoin', slug: 'kucoin', mono: 'K', ext: 'svg', color: '#047857' },
  { name: 'Gate.io', slug: 'gate-io', mono: 'G', ext: 'svg', color: '#1d4ed8' },
  { name: 'Bitget', slug: 'bitget', mono: 'BG', ext: 'svg', color: '#0e7490' },
  { name: 'MEXC', slug: 'mexc', mono: 'M', ext: 'svg', color: '#1e40af' },
  { name: 'BTCC', slug: 'btcc', mono: 'BC', ext: 'svg', color: '#7c2d12' },
  { name: 'BingX', slug: 'bingx', mono: 'BX', ext: 'svg', color: '#1e3a8a' },
  { name: 'AscendEX', slug: 'ascendex', mono: 'A', ext: 'svg', color: '#6d28d9' },
  { name: 'Bitfinex', slug: 'bitfinex', mono: 'BF', ext: 'svg', color: '#166534' },
  { name: 'Kraken', slug: 'kraken', mono: 'KR', ext: 'jpeg', color: '#5b21b6' },
  { name: 'Coinbase', slug: 'coinbase', mono: 'C', ext: 'svg', color: '#1d4ed8' },
  { name: 'Huobi/HTX', slug: 'htx', mono: 'H', ext: 'svg', color: '#0f766e' },
  { name: 'TOPONE', slug: 'topone', mono: 'T1', ext: 'svg', color: '#9f1239' },
  { name: 'XT', slug: 'xt', mono: 'XT', ext: 'svg', color: '#374151' },
];

export function logoPath(entry: Pick<ExchangeDirectoryEntry, 'slug' | 'ext'>): string {
  return `/exchanges/${entry.slug}.${entry.ext}`;
}

/** The mark of any exchange: its directory entry, or a drawn monogram for one without a logo file. */
export type ExchangeMark = Omit<ExchangeDirectoryEntry, 'ext'> & { ext?: ExchangeDirectoryEntry['ext'] };

export function exchangeMark(name: string): ExchangeMark {
  const entry = exchangeDirectory.find((candidate) => candidate.name === name);
  if (entry) return entry;
  const words = name.split(/[\s./-]+/).filter(Boolean);
  const mono = (words.length > 1 ? words.map((word) => word[0]).join('') : name.slice(0, 2)).slice(0, 2).toUpperCase();
  return { name, slug: name.toLowerCase().replace(/[^a-z0-9]+/g, '-'), mono, color: '#475569' };
}
