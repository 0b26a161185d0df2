/**
 * Reads `npm audit --json`: a verdict that tells "clean" and "vulnerable" from "the audit could
 * not run", so an unreachable advisory service is never mistaken for a pass.
 */
type Advisory = { title?: string } | string;
type AuditReport = {
  message?: string;
  error?: unknown;
  statusCode?: number;
  vulnerabilities?: Record<string, { name: string; severity: string; via: Advisory[] }>;
  metadata?: { vulnerabilities?: Record<string, number>; dependencies?: { prod?: number } };
};

export type AuditVerdict = { status: 'clean' | 'vulnerable' | 'unchecked'; lines: string[] };

const blocking = new Set(['high', 'critical']);

export function auditVerdict(json: string): AuditVerdict {
  let report: AuditReport;
  try {
    report = JSON.parse(json) as AuditReport;
  } catch {
    return { status: 'unchecked', lines: ['the audit could not run: npm answered no JSON report.'] };
  }
  if (report.error !== undefined || report.statusCode !== undefined || !report.metadata?.vulnerabilities) {
    return {
      status: 'unchecked',
      lines: [
        `the audit could not run: ${report.message ?? 'no report from the advisory service'}.`,
        'This is not a pass: the production dependencies were not checked.',
      ],
    };
  }
  const found = Object.values(report.vulnerabilities ?? {}).filter((vulnerability) =>
    blocking.has(vulnerability.severity),
  );
  if (found.length) {
    return {
      status: 'vulnerable',
      lines: found.map(
        (vulnerability) =>
          `${vulnerability.severity}: ${vulnerability.name} (${vulnerability.via.map((via) => (typeof via === 'string' ? via : via.title)).join('; ')})`,
      ),
    };
  }
  const counts = report.metadata.vulnerabilities;
  return {
    status: 'clean',
    lines: [
      `no high or critical vulnerability in ${report.metadata.dependencies?.prod ?? '?'} production dependencies (${counts.moderate ?? 0} moderate, ${counts.low ?? 0} low).`,
    ],
  };
}
