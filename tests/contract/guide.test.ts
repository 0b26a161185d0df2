// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { guideSections, routeNotes } from '@octoss/contract/guide';
import { routes } from '@octoss/contract/routes';
import { exportColumns, netCentsOfGross } from '@octoss/contract/rules';
import { netOfGross } from '@octoss/contract/terms';
import { accrualsCsv, payoutsCsv, reconciliationsCsv } from '@mocks/areas/payouts/views';
import { allChecks } from '../../kit/run';

/**
 * The contract in words (contract/guide.ts) and as values (contract/rules.ts) say what the mock
 * does (the mock and the client import the values themselves, so only behaviour is compared here:
 * the CSV lines the mock writes, net computed two ways), the document carries every section,
 * README points at them, and every rule the kit checks is a section of the guide.
 */
const titles = guideSections.map((section) => section.title);

describe('the guide and its rules', () => {
  it('is what the mock writes: the header line of every CSV export', () => {
    const header = (csv: string) => csv.split(/\r?\n/)[0]!.split(',');
    expect(header(accrualsCsv([]))).toEqual(exportColumns['/api/exports/accruals.csv']);
    expect(header(reconciliationsCsv([]))).toEqual(exportColumns['/api/exports/reconciliations.csv']);
    expect(header(payoutsCsv([], 'en'))).toEqual(exportColumns['/api/exports/payouts.csv']);
  });

  it('computes net of gross exactly as the mock does (whole cents here, money arithmetic there)', () => {
    for (let grossCents = 0; grossCents <= 200_000; grossCents += 7)
      expect(netCentsOfGross(grossCents), String(grossCents)).toBe(Math.round(netOfGross(grossCents / 100) * 100));
    expect(netCentsOfGross(1235)).toBe(1112);
    expect(netCentsOfGross(1234)).toBe(1111);
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
