// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { contentCatalogues } from '@mocks/content';
import { languageCodes } from '@/i18n/languages';

type Tree = string | readonly Tree[] | { readonly [key: string]: Tree };

/** Every text of a catalogue by its path: `advice.features.1` -> 'Tier upgrade simulator'. */
function flatten(tree: Tree, prefix = ''): Record<string, string> {
  if (typeof tree === 'string') return { [prefix]: tree };
  return Object.entries(tree).reduce<Record<string, string>>(
    (out, [key, value]) => ({ ...out, ...flatten(value as Tree, prefix ? `${prefix}.${key}` : key) }),
    {},
  );
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1]).sort();

/** Texts that may read the same in a language: names, tickers, tier names and trading terms used as they are. */
const sameEverywhere =
  /^(X \/ Twitter|Telegram|Copy trading|Airdrop|BTC|ETH|Grid|Swing|Futures|Live|Ethereum \(ERC-20\)|Bronze|Silver|Gold|Platinum|Partner)$/;

const others = languageCodes.filter((language) => language !== 'en');

describe.each(Object.entries(contentCatalogues))('content catalogue %s', (_area, catalogue) => {
  const english = flatten(catalogue.en as Tree);

  it('has English texts, none empty', () => {
    expect(Object.keys(english).length).toBeGreaterThan(0);
    expect(Object.entries(english).filter(([, text]) => !text.trim())).toEqual([]);
  });

  it.each(others)('%s has every id, no extra one, no empty text and the same placeholders', (language) => {
    const translated = flatten(catalogue[language] as Tree);
    expect(Object.keys(translated).sort()).toEqual(Object.keys(english).sort());
    for (const [path, text] of Object.entries(english)) {
      expect(translated[path]?.trim(), `${language}:${path} is empty`).toBeTruthy();
      expect(placeholders(translated[path]!), `${language}:${path} placeholders`).toEqual(placeholders(text));
    }
  });

  it.each(others)('%s is translated, not an English copy', (language) => {
    const translated = flatten(catalogue[language] as Tree);
    const copies = Object.entries(english)
      .filter(([path, text]) => translated[path] === text && !sameEverywhere.test(text))
      .map(([path]) => path);
    expect(copies).toEqual([]);
  });
});
