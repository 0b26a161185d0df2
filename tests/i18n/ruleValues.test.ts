import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { betaBoostPercent } from '@/domain/deals';
import { minimumClaimUsdt } from '@octoss/contract/money';
import { exampleActiveFriends } from '@/domain/referral';
import {
  endingSoonWindowMs,
  inactivityDecay,
  netShareOfGross,
  platformTakePercent,
  playbookMonthlyTarget,
  playbookRetention,
  referralFunnelDays,
  scoreWindowDays,
  uidReviewMs,
} from '@octoss/contract/terms';
import { tierTable } from '@mocks/areas/value-zone/rules';
import { dayMs, secondMs } from '@/domain/time';

/**
 * Rule values live in src/domain and the contract; copy interpolates them ({{minimum}}, {{share}}).
 * This scan finds a rule value typed into any locale string again, in any of the five languages.
 */
const localesDir = join(import.meta.dirname, '../../src/i18n/locales');

type Tree = { [key: string]: string | Tree };
function flatten(tree: Tree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value] as [string, string]] : flatten(value, `${prefix}${key}.`),
  );
}

/** Every locale string as `lang/namespace:key` -> text. */
function allStrings(): [string, string][] {
  return readdirSync(localesDir).flatMap((language) =>
    readdirSync(join(localesDir, language)).flatMap((file) => {
      const tree = JSON.parse(readFileSync(join(localesDir, language, file), 'utf8')) as Tree;
      return flatten(tree).map(
        ([key, text]) => [`${language}/${file.replace(/\.json$/, '')}:${key}`, text] as [string, string],
      );
    }),
  );
}

/** A number as copy may spell it: 1000, 1,000, 1.000 or 1 000. */
const spelled = (value: number) => String(value).replace(/\B(?=(\d{3})+(?!\d))/g, '[,. \u00a0]?');
const percentOf = (value: number) => new RegExp(`(?<![\\d.,])${spelled(value)}\\s?%`);
/** Day words of the five languages: days, 30-day, 일, 日, ngày, hari. */
const daysOf = (value: number) => new RegExp(`(?<![\\d.,])${value}(\\s?|-)(days?|일|日|ngày|hari)`, 'i');
const secondsOf = (value: number) => new RegExp(`(?<![\\d.,])${value}\\s?(seconds?|초|秒|giây|detik)`, 'i');
const moneyOf = (value: number) =>
  new RegExp(`\\$\\s?${spelled(value)}(?![\\d])|(?<![\\d.,])${spelled(value)}(\\.00)?\\s?(USDT|USD|달러|ドル|đô)`);

const rules: { rule: string; pattern: RegExp; typed: string }[] = [
  { rule: 'minimum claim (money.minimumClaimUsdt)', pattern: moneyOf(minimumClaimUsdt), typed: 'Minimum claim $10.00' },
  {
    rule: 'payback share (money.netShareOfGross)',
    pattern: percentOf(Math.round(netShareOfGross * 100)),
    typed: '최대 90%를 돌려받으세요',
  },
  {
    rule: 'platform take (deals.platformTakePercent)',
    pattern: percentOf(platformTakePercent),
    typed: 'after the ~10 % take',
  },
  {
    rule: 'beta boost (deals.betaBoostPercent)',
    pattern: new RegExp(`\\+\\s?${betaBoostPercent}\\s?%`),
    typed: 'Beta Boost +5%',
  },
  {
    rule: 'playbook plan (playbook)',
    pattern: new RegExp(`${Math.round(playbookRetention * 100)}/${playbookMonthlyTarget}`),
    typed: 'Cẩm nang 70/210',
  },
  {
    rule: 'playbook target (playbook.playbookMonthlyTarget)',
    pattern: moneyOf(playbookMonthlyTarget),
    typed: 'your first $210 a month',
  },
  {
    rule: 'inactivity decay (tierScore.inactivityDecay)',
    pattern: percentOf(Math.round(inactivityDecay * 100)),
    typed: 'decays by 50%',
  },
  { rule: 'score window (tierScore.scoreWindowDays)', pattern: daysOf(scoreWindowDays), typed: 'a 30-day window' },
  {
    rule: 'ending-soon window (promos.endingSoonWindowMs)',
    pattern: daysOf(endingSoonWindowMs / dayMs),
    typed: '3日以内に終了',
  },
  {
    rule: 'referral funnel (referral.referralFunnelDays)',
    pattern: daysOf(referralFunnelDays),
    typed: 'Active (7 days)',
  },
  {
    rule: 'demo review time (uidLinks.uidReviewMs)',
    pattern: secondsOf(uidReviewMs / secondMs),
    typed: 'sekitar 2 detik',
  },
  {
    rule: 'example friends (referral.exampleActiveFriends)',
    pattern: new RegExp(`(?<![\\d.,])${exampleActiveFriends}(-|\\s)?(friends?|명|人|người|teman)`, 'i'),
    typed: 'the 3-friend plan',
  },
  ...tierTable
    .filter((tier) => tier.minScore > 0)
    .map((tier) => ({
      rule: `${tier.tier} threshold (tiers.tierTable)`,
      pattern: new RegExp(`(?<![\\d.,])${spelled(tier.minScore)}(?![\\d])`),
      typed: `${tier.tier} from ${tier.minScore.toLocaleString('en-US')} points`,
    })),
];

/**
 * Strings that keep a number on purpose, by `namespace:key` (every language), each with the reason.
 * Form files belong to the forms rework running alongside; their three strings move to
 * interpolation with it.
 */
const allowed: Record<string, string> = {
  'dashboard:earnings.last30d': 'the window the contract names (dashboard earnings.last30d), not the tier score window',
  'dashboard:earnings.trend': 'the same last30d window of the contract',
  'deals:form.consent': 'ApplicationDialog (form rework): platform take, to interpolate from deals.platformTakePercent',
  'payback:form.eligibility':
    'LinkExchangeForm (form rework): demo review time, to interpolate from uidLinks.uidReviewMs',
  'settlements:auto.minError':
    "AutoSettlementForm (form rework): the contract's auto-settlement minimum, which is 10 USDT like the minimum claim",
};

describe('rule values in copy', () => {
  const strings = allStrings();

  it('reads every language and namespace', () => {
    expect(new Set(strings.map(([where]) => where.split('/')[0])).size).toBe(5);
    expect(strings.length).toBeGreaterThan(500);
  });

  it.each(rules)('finds $rule typed into copy (the scan can fail)', ({ pattern, typed }) => {
    expect(typed).toMatch(pattern);
  });

  it('does not mistake interpolated or unrelated numbers for rules', () => {
    const clean = [
      'Up to {{paybackShare}}',
      'Use at most 2 decimals',
      'Trusted by traders on 20+ exchanges',
      'ARPU = {{base}} × (1 + 3α)',
      '100 USDT',
    ];
    expect(clean.filter((text) => rules.some(({ pattern }) => pattern.test(text)))).toEqual([]);
  });

  it("states the platform take and the trader's share as one rule", () => {
    expect(platformTakePercent + netShareOfGross * 100).toBe(100);
  });

  it('allows only strings that exist and still carry a rule value', () => {
    const carrying = new Set(
      strings.filter(([, text]) => rules.some(({ pattern }) => pattern.test(text))).map(([where]) => where.slice(3)),
    );
    expect(Object.keys(allowed).filter((key) => !carrying.has(key))).toEqual([]);
  });

  it('has no rule value typed into any locale string', () => {
    const found = strings
      .flatMap(([where, text]) =>
        rules.filter(({ pattern }) => pattern.test(text)).map(({ rule }) => `${where}: ${rule}: ${text}`),
      )
      .filter((line) => !Object.keys(allowed).some((key) => line.slice(3).startsWith(`${key}:`)));
    expect(found).toEqual([]);
  });
});
