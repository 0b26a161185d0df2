import { textTable } from './text-table';

export type Outcome = 'passed' | 'failed' | 'skipped';

export type CheckResult = {
  group: string;
  endpoint: string;
  check: string;
  outcome: Outcome;
  /** The guide's section the rule is written in. */
  rule?: string;
  /** Failed: what was expected and what came back. Skipped: why the check could not run. */
  reason?: string;
  ms: number;
};

/** An endpoint the server does not serve: it answers like an unknown path. Its checks do not run. */
export type NotImplemented = { endpoint: string; answer: string };

/** A failed expectation inside a check: its message is the reason the report gives. */
export class Mismatch extends Error {}

/** A check that cannot run here (no data for it, a route it needs is missing): skipped, with the reason. */
export class Skip extends Error {}

export function expectThat(condition: unknown, reason: string): asserts condition {
  if (!condition) throw new Mismatch(reason);
}

export function skipUnless(condition: unknown, reason: string): asserts condition {
  if (!condition) throw new Skip(reason);
}

/** Collects the results of one run; a dynamic finding (an unstable order) is added once per endpoint and check. */
export class Recorder {
  readonly results: CheckResult[] = [];
  readonly notImplemented = new Map<string, NotImplemented>();

  add(result: CheckResult): void {
    // A failure already flagged by another check (an unstable order) is reported once.
    const flagged = this.results.some(
      (seen) =>
        seen.outcome === 'failed' &&
        result.outcome === 'failed' &&
        seen.endpoint === result.endpoint &&
        seen.check === result.check,
    );
    if (!flagged) this.results.push(result);
  }

  /** A failure found while another check ran (e.g. an unstable order seen in a before/after read). */
  flag(result: Omit<CheckResult, 'outcome' | 'ms'>): void {
    if (this.results.some((seen) => seen.endpoint === result.endpoint && seen.check === result.check)) return;
    this.results.push({ ...result, outcome: 'failed', ms: 0 });
  }
}

export type Summary = { passed: number; failed: number; notImplemented: number; skipped: number };

export function summaryOf(results: readonly CheckResult[], notImplemented: readonly NotImplemented[] = []): Summary {
  const count = (outcome: Outcome) => results.filter((result) => result.outcome === outcome).length;
  return {
    passed: count('passed'),
    failed: count('failed'),
    notImplemented: notImplemented.length,
    skipped: count('skipped'),
  };
}

export const summaryLine = ({ passed, failed, notImplemented, skipped }: Summary) =>
  `${passed} passed, ${failed} failed, ${notImplemented} not implemented, ${skipped} skipped`;

function endpointsOf(results: readonly CheckResult[]) {
  const byEndpoint = new Map<string, { endpoint: string; passed: number; failed: number; skipped: number }>();
  for (const result of results) {
    const row = byEndpoint.get(result.endpoint) ?? { endpoint: result.endpoint, passed: 0, failed: 0, skipped: 0 };
    row[result.outcome] += 1;
    byEndpoint.set(result.endpoint, row);
  }
  return [...byEndpoint.values()].sort((a, b) => a.endpoint.localeCompare(b.endpoint));
}

const failureLine = (result: CheckResult) =>
  `  ✗ ${result.endpoint} [${result.group}] ${result.check}${result.rule ? ` (rule: ${result.rule})` : ''}\n      ${result.reason}`;

/**
 * The terminal report: one line per endpoint, then the endpoints the server does not implement,
 * every failure (endpoint, group, check, the guide's rule, what was expected and what came back),
 * the skipped checks grouped by reason, and last `N passed, N failed, N not implemented, N skipped`.
 */
export function textReport(run: RunReport): string {
  const { results, notImplemented } = run;
  const failures = results.filter((result) => result.outcome === 'failed');
  const skipped = new Map<string, number>();
  for (const result of results)
    if (result.outcome === 'skipped') skipped.set(result.reason ?? '', (skipped.get(result.reason ?? '') ?? 0) + 1);
  return [
    `Contract conformance of ${run.base} (${(run.ms / 1000).toFixed(1)} s)`,
    '',
    textTable(
      endpointsOf(results).map((row) => ({
        endpoint: row.endpoint,
        passed: row.passed,
        failed: row.failed,
        skipped: row.skipped,
        result: row.failed ? 'FAIL' : row.passed ? 'ok' : 'skipped',
      })),
    ),
    ...(notImplemented.length
      ? [
          '',
          `Not implemented (${notImplemented.length}): these answer like an unknown path, so their checks did not run:`,
          ...notImplemented.map((row) => `  - ${row.endpoint} (${row.answer})`),
        ]
      : []),
    ...(failures.length ? ['', 'Failures:', ...failures.map(failureLine)] : []),
    ...(skipped.size
      ? [
          '',
          'Skipped:',
          ...[...skipped].map(([reason, count]) => `  - ${count} check${count === 1 ? '' : 's'}: ${reason}`),
        ]
      : []),
    '',
    summaryLine(summaryOf(results, notImplemented)),
  ].join('\n');
}

export type RunReport = { base: string; ms: number; results: CheckResult[]; notImplemented: NotImplemented[] };

export function jsonReport(run: RunReport) {
  return {
    base: run.base,
    ms: run.ms,
    ...summaryOf(run.results, run.notImplemented),
    notImplementedEndpoints: run.notImplemented,
    endpoints: endpointsOf(run.results),
    checks: run.results,
  };
}
