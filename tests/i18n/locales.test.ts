// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { languageCodes } from '@/i18n/languages';

const root = join(__dirname, '../../src/i18n/locales');
type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Record<string, string> {
  return Object.entries(tree).reduce<Record<string, string>>((out, [key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    return typeof value === 'string' ? { ...out, [path]: value } : { ...out, ...flatten(value, path) };
  }, {});
}

function load(language: string, namespace: string): Record<string, string> {
  return flatten(JSON.parse(readFileSync(join(root, language, `${namespace}.json`), 'utf8')) as Tree);
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1]).sort();

/** Words that stay the same in every language (brands, codes, figures, a `$t(...)` reference to the one translation). */
const sameEverywhere =
  /^(\$t\([\w:.-]+\)|OCTOSS|LIVE|DEMO|Demo|Testnet|Trustboard|Marketplace|FAQ|Link-in-Bio|30\+|Demo \/ Testnet|\{\{tier\}\} \(\+\{\{bonus\}\}\)|[\d\s$%.,+/-]+)$/;

const namespaces = readdirSync(join(root, 'en')).map((file) => file.replace(/\.json$/, ''));
const others = languageCodes.filter((language) => language !== 'en');

describe.each(namespaces)('locale namespace %s', (namespace) => {
  const english = load('en', namespace);

  it('has no empty English value', () => {
    expect(Object.entries(english).filter(([, value]) => !value.trim())).toEqual([]);
  });

  it.each(others)('%s has every key, no extra key, no empty value and the same placeholders', (language) => {
    const translated = load(language, namespace);
    expect(Object.keys(translated).sort()).toEqual(Object.keys(english).sort());
    for (const [key, value] of Object.entries(english)) {
      expect(translated[key]?.trim(), `${language}:${namespace}:${key} is empty`).toBeTruthy();
      expect(placeholders(translated[key]!), `${language}:${namespace}:${key} placeholders`).toEqual(
        placeholders(value),
      );
    }
  });

  it.each(others)('%s is translated, not an English copy', (language) => {
    const translated = load(language, namespace);
    const copies = Object.entries(english)
      .filter(
        ([key, value]) =>
          value.length > 12 && /[a-z]/i.test(value) && !sameEverywhere.test(value) && translated[key] === value,
      )
      .map(([key]) => key);
    expect(copies).toEqual([]);
  });
});
