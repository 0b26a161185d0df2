// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { auditVerdict } from '../security/audit';

const report = (vulnerabilities: object, counts: object) =>
  JSON.stringify({
    auditReportVersion: 2,
    vulnerabilities,
    metadata: {
      vulnerabilities: { info: 0, low: 0, moderate: 0, high: 0, critical: 0, ...counts },
      dependencies: { prod: 120 },
    },
  });

describe('audit:prod verdict', () => {
  it('passes a report without high or critical vulnerabilities', () => {
    const verdict = auditVerdict(
      report({ cookie: { name: 'cookie', severity: 'low', via: [{ title: 'out of bounds characters' }] } }, { low: 1 }),
    );
    expect(verdict).toEqual({
      status: 'clean',
      lines: ['no high or critical vulnerability in 120 production dependencies (0 moderate, 1 low).'],
    });
  });

  it('fails on a high or critical one and names it', () => {
    const verdict = auditVerdict(
      report(
        {
          axios: { name: 'axios', severity: 'high', via: [{ title: 'SSRF via absolute URL' }] },
          moment: { name: 'moment', severity: 'moderate', via: ['x'] },
        },
        { high: 1, moderate: 1 },
      ),
    );
    expect(verdict).toEqual({ status: 'vulnerable', lines: ['high: axios (SSRF via absolute URL)'] });
  });

  it('never passes when the advisory service cannot be asked (what a registry mirror without the audit endpoint answers)', () => {
    const answer = JSON.stringify({
      message: '405 Method Not Allowed - POST https://registry.npmjs.org/-/npm/v1/security/advisories/bulk',
      statusCode: 405,
      error: { summary: '', detail: '' },
    });
    expect(auditVerdict(answer).status).toBe('unchecked');
    expect(auditVerdict(answer).lines[0]).toMatch(/could not run: 405 Method Not Allowed/);
    expect(auditVerdict('').status).toBe('unchecked');
  });
});
