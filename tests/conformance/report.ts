import { textTable } from '../support/textTable';

export type CheckResult = {
  group: string;
  endpoint: string;
  check: string;
  passed: boolean;
  reason?: string;
  ms: number;
};

/** A failed expectation inside a check: its message is the reason the report gives. */
export class Mismatch extends Error {}

export function expectThat(condition: unknown, reason: string): asserts condition {
  if (!condition) throw new Mismatch(reason);
}

/** Collects the named checks of one run; a check passes unless its function throws. */
export class Recorder {
  readonly results: CheckResult[] = [];

  async check(group: string, endpoint: string, check: string, run: () => Promise<void> | void): Promise<boolean> {
    const started = performance.now();
    try {
      await run();
      this.results.push({ group, endpoint, check, passed: true, ms: Math.round(performance.now() - started) });
      return true;
    } catch (error) {
      const reason =
        error instanceof Mismatch
          ? error.message
          : `the check could not run: ${error instanceof Error ? error.message : String(error)}`;
      this.results.push({ group, endpoint, check, passed: false, reason, ms: Math.round(performance.now() - started) });
      return false;
    }
  }
}

export function summaryOf(results: readonly CheckResult[]) {
  const failed = results.filter((result) => !result.passed).length;
  return { passed: results.length - failed, failed };
}

export function endpointsOf(results: readonly CheckResult[]) {
  const byEndpoint = new Map<string, { endpoint: string; passed: number; failed: number }>();
  for (const result of results) {
    const row = byEndpoint.get(result.endpoint) ?? { endpoint: result.endpoint, passed: 0, failed: 0 };
    row[result.passed ? 'passed' : 'failed'] += 1;
    byEndpoint.set(result.endpoint, row);
  }
  return [...byEndpoint.values()];
}

/** The terminal report: one line per endpoint, then each failure with its reason, then `N passed, N failed`. */
export function textReport(results: readonly CheckResult[], base: string, ms: number): string {
  const { passed, failed } = summaryOf(results);
  const failures = results.filter((result) => !result.passed);
  return [
    `Contract conformance of ${base} (${(ms / 1000).toFixed(1)} s)`,
    '',
    textTable(
      endpointsOf(results).map((row) => ({
        endpoint: row.endpoint,
        passed: row.passed,
        failed: row.failed,
        result: row.failed ? 'FAIL' : 'ok',
      })),
    ),
    ...(failures.length
      ? [
          '',
          'Failures:',
          ...failures.map(
            (result) => `  ✗ ${result.endpoint} [${result.group}] ${result.check}\n      ${result.reason}`,
          ),
        ]
      : []),
    '',
    `${passed} passed, ${failed} failed`,
  ].join('\n');
}

export function jsonReport(results: readonly CheckResult[], base: string, ms: number) {
  return { base, ms, ...summaryOf(results), endpoints: endpointsOf(results), checks: results };
}
