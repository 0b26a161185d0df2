import type { BrowserContext } from '@playwright/test';

type Violation = { page: string; directive: string; blocked: string; source: string };

/** Collects CSP violations: the `securitypolicyviolation` events of every document, and the console's "Refused to ..." lines. */
export async function watchCsp(context: BrowserContext): Promise<string[]> {
  const violations: string[] = [];
  await context.exposeBinding('reportCspViolation', (_source, violation: Violation) => {
    violations.push(
      `${violation.page}: ${violation.directive} blocked ${violation.blocked || '(inline)'} (${violation.source})`,
    );
  });
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportCspViolation: (violation: Violation) => void }).reportCspViolation;
      report({
        page: location.pathname,
        directive: event.effectiveDirective,
        blocked: event.blockedURI,
        source: `${event.sourceFile}:${event.lineNumber}`,
      });
    });
  });
  context.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(`console: ${message.text()}`);
  });
  return violations;
}
