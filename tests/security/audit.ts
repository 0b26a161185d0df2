/**
 * Reads `npm audit --json`: a verdict that tells "vulnerable" from "the audit could not run", so
 * an unreachable advisory service fails the check instead of passing it.
 */
type Advisory = { title?: string } | string;
type AuditReport = {
  message?: string;
  error?: unknown;
  statusCode?: number;
  vulnerabilities?: Record<string, { name: string; severity: string; via: Advisory[] }>;
  metadata?: { vulnerabilities?: Record<string, number>; dependencies?: { prod?: number } };
};

export type AuditVerdict = { ok: boolean; lines: string[] };

const blocking = new Set(['high', 'critical']);

export function auditVerdict(json: string): AuditVerdict {
  let report: AuditReport;
  try {
    report = JSON.parse(json) as AuditReport;
  } catch {
    return { ok: false, lines: ['the audit could not run: npm answered no JSON report.'] };
  }
  if (report.error !== undefined || report.statusCode !== undefined || !report.metadata?.vulnerabilities) {
    return { ok: false, lines: [`the audit could not run: ${report.message ?? 'no report from the advisory service'}.`, 'This is not a pass: the production dependencies were not checked.'] };
  }
  const found = Object.values(report.vulnerabilities ?? {}).filter((vulnerability) => blocking.has(vulnerability.severity));
  if (found.length) {
    return {
      ok: false,
      lines: found.map((vulnerability) => `${vulnerability.severity}: ${vulnerability.name} (${vulnerability.via.map((via) => (typeof via === 'string' ? via : via.title)).join('; ')})`),
    };
  }
  const counts = report.metadata.vulnerabilities;
  return { ok: true, lines: [`no high or critical vulnerability in ${report.metadata.dependencies?.prod ?? '?'} production dependencies (${counts.moderate ?? 0} moderate, ${counts.low ?? 0} low).`] };
}
