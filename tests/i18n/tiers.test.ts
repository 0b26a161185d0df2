import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
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
        elsewhere.push(...[...tablesOf(json, tierNames), ...tablesOf(json, frequencies)].map((path) => `${language}/${file}${path}`));
      }
      const tiers = JSON.parse(readFileSync(join(localesDir, language, 'tiers.json'), 'utf8')) as { names: object; payoutFrequencies: object };
      expect(Object.keys(tiers.names).sort()).toEqual([...tierNames].sort());
      expect(Object.keys(tiers.payoutFrequencies).sort()).toEqual([...frequencies].sort());
    }
    expect(elsewhere).toEqual([]);
  });
});
