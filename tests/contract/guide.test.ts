// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { guideSections, routeNotes } from '@octoss/contract/guide';
import { routes } from '@octoss/contract/routes';
import {
  exportColumns,
  gasEstimateByNetwork,
  netCentsOfGross,
  pointsWeeklyCap,
  sandbox,
  uidLetterCase,
  weekStartUtc,
} from '@octoss/contract/rules';
import { existingAccountUidPrefix } from '@/domain/uidLinks';
import { pointRules } from '@/domain/points';
import { netOfGross } from '@octoss/contract/terms';
import { payoutGasEstimate } from '@mocks/areas/payouts/rules';
import { demoEarnRange, weekStart } from '@mocks/areas/value-zone/rules';
import { settlementPaidAfterMs, settlementProcessingAfterMs } from '@mocks/areas/settlements/rules';
import { uidLetterCase as mockLetterCase } from '@mocks/areas/payback/rules';
import { accrualsCsv, payoutsCsv, reconciliationsCsv } from '@mocks/areas/payouts/views';
import { allChecks } from '../../kit/run';

/**
 * The contract in words (contract/guide.ts) and as values (contract/rules.ts) say what the mock
 * does, the document carries every section, README points at them, and every rule the kit checks
 * is a section of the guide.
 */
const titles = guideSections.map((section) => section.title);

describe('the guide and its rules', () => {
  it("states the mock's own rules: letter case, existing accounts, gas, caps, sandbox timings, CSV columns", () => {
    expect(uidLetterCase).toEqual(mockLetterCase);
    expect(sandbox.existingAccountUidPrefix).toBe(existingAccountUidPrefix);
    expect(gasEstimateByNetwork).toEqual(payoutGasEstimate);
    expect(pointsWeeklyCap).toEqual(
      Object.fromEntries(Object.entries(pointRules).map(([source, rule]) => [source, rule.weeklyCap])),
    );
    expect(sandbox.earnedPoints).toEqual(demoEarnRange);
    expect([sandbox.settlementProcessingAfterMs, sandbox.settlementPaidAfterMs]).toEqual([
      settlementProcessingAfterMs,
      settlementPaidAfterMs,
    ]);
    const header = (csv: string) => csv.split(/\r?\n/)[0]!.split(',');
    expect(header(accrualsCsv([]))).toEqual(exportColumns['/api/exports/accruals.csv']);
    expect(header(reconciliationsCsv([]))).toEqual(exportColumns['/api/exports/reconciliations.csv']);
    expect(header(payoutsCsv([], 'en'))).toEqual(exportColumns['/api/exports/payouts.csv']);
  });

  it('computes net of gross and the week exactly as the mock does', () => {
    for (let grossCents = 0; grossCents <= 200_000; grossCents += 7)
      expect(netCentsOfGross(grossCents), String(grossCents)).toBe(Math.round(netOfGross(grossCents / 100) * 100));
    expect(netCentsOfGross(1235)).toBe(1112);
    expect(netCentsOfGross(1234)).toBe(1111);
    for (const at of [Date.UTC(2026, 10, 23), Date.UTC(2026, 10, 29, 23, 59), Date.UTC(2027, 0, 1, 12), Date.now()])
      expect(weekStartUtc(at)).toBe(weekStart(at));
  });

  it('has a text for every section and notes only for operations of the table', () => {
    expect(new Set(guideSections.map((section) => section.id)).size).toBe(guideSections.length);
    for (const section of guideSections) expect(section.text.length, section.id).toBeGreaterThan(200);
    for (const [name, note] of Object.entries(routeNotes)) {
      expect(Object.keys(routes)).toContain(name);
      for (const [, title] of note.matchAll(/see "([^"]+)"/g))
        expect(titles, `${name} points at "${title}"`).toContain(title);
    }
  });

  it('is in the OpenAPI document, and README points at every section', () => {
    const document = JSON.parse(readFileSync(new URL('../../openapi.json', import.meta.url), 'utf8')) as {
      info: { description: string };
    };
    const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
    for (const title of titles) {
      expect(document.info.description, title).toContain(`## ${title}`);
      expect(readme, title).toContain(`"${title}"`);
    }
  });

  it('names a section of the guide for every check of the kit (a rule is written before it is checked)', () => {
    const unwritten = allChecks().filter(
      (check) => !titles.includes(check.rule) && check.rule !== 'the response schema of the operation',
    );
    expect(unwritten.map((check) => `${check.group} ${check.name}: ${check.rule}`)).toEqual([]);
  });
});
