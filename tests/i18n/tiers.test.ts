// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';

const localesDir = join(import.meta.dirname, '../../src/i18n/locales');
const tierNames = ['Bronze', 'Silver', 'Gold', 'Platinum', 'Partner'];
const frequencies = ['Monthly', 'Bi-weekly', 'Weekly', 'Daily'];

/** Paths of every object in `node` whose keys are exactly `keys`. */
function tablesOf(node: unknown, keys: string[], path = ''): string[] {
  if (!node || typeof node !== 'object') return [];
  const own = Object.keys(node).sort().join() === [...keys].sort().join() ? [path] : [];
  return [...own, ...Object.entries(node).flatMap(([key, value]) => tablesOf(value, keys, `${path}.${key}`))];
}

describe('tier names and payout cadences', () => {
  it('are translated once, in the tiers namespace', () => {
    const elsewhere: string[] = [];
    for (const language of readdirSync(localesDir)) {
      for (const file of readdirSync(join(localesDir, language)).filter((name) => name !== 'tiers.json')) {
        const json: unknown = JSON.parse(readFileSync(join(localesDir, language, file), 'utf8'));
        elsewhere.push(
          ...[...tablesOf(json, tierNames), ...tablesOf(json, frequencies)].map((path) => `${language}/${file}${path}`),
        );
      }
      const tiers = JSON.parse(readFileSync(join(localesDir, language, 'tiers.json'), 'utf8')) as {
        names: object;
        payoutFrequencies: object;
      };
      expect(Object.keys(tiers.names).sort()).toEqual([...tierNames].sort());
      expect(Object.keys(tiers.payoutFrequencies).sort()).toEqual([...frequencies].sort());
    }
    expect(elsewhere).toEqual([]);
  });

  it('are not translated again as plain words: another namespace refers to the tiers one with $t(tiers:...)', () => {
    const words = new Set([...tierNames, ...frequencies].map((word) => word.toLowerCase()));
    const again: string[] = [];
    const visit = (node: unknown, path: string) => {
      if (typeof node === 'string') {
        if (words.has(node.trim().toLowerCase())) again.push(`${path}: ${node}`);
      } else if (node && typeof node === 'object') {
        for (const [key, value] of Object.entries(node)) visit(value, `${path}.${key}`);
      }
    };
    for (const file of readdirSync(join(localesDir, 'en')).filter((name) => name !== 'tiers.json')) {
      visit(JSON.parse(readFileSync(join(localesDir, 'en', file), 'utf8')), `en/${file}`);
    }
    expect(again).toEqual([]);
  });

  it('resolve through $t(tiers:...) in every language (the auto-settlement cadences)', async () => {
    const languages = readdirSync(localesDir);
    const read = (language: string, namespace: string) =>
      JSON.parse(readFileSync(join(localesDir, language, `${namespace}.json`), 'utf8')) as Record<string, unknown>;
    const i18n = createInstance();
    await i18n.init({
      lng: 'en',
      showSupportNotice: false,
      resources: Object.fromEntries(
        languages.map((language) => [
          language,
          { settlements: read(language, 'settlements'), tiers: read(language, 'tiers') },
        ]),
      ),
    });
    for (const language of languages) {
      const t = i18n.getFixedT(language, 'settlements');
      const { payoutFrequencies } = read(language, 'tiers') as { payoutFrequencies: Record<string, string> };
      expect([t('auto.cadences.WEEKLY'), t('auto.cadences.MONTHLY')]).toEqual([
        payoutFrequencies.Weekly,
        payoutFrequencies.Monthly,
      ]);
    }
  });
});
