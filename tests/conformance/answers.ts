import { errorBodySchema } from '@octoss/contract/error';
import { codesOf, operationalCodes, operationalStatuses } from '@octoss/contract/error-codes';
import type { RouteDef } from '@octoss/contract/route';
import type { Sent } from './http';
import { expectThat } from './report';

const brief = (sent: Sent) => `${sent.status} ${sent.text.slice(0, 300)}`;

/** Zod's issues in one line: `items.0.amount: Invalid input; total: ...`. */
function issuesOf(result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  return (result.error?.issues ?? [])
    .slice(0, 5)
    .map((issue) => `${issue.path.map(String).join('.') || '(root)'}: ${issue.message}`)
    .join('; ');
}

/** A success: the route's status and an answer its response schema accepts (CSV: text/csv). */
export function expectSuccess(route: RouteDef, sent: Sent): void {
  expectThat(sent.status === (route.status ?? 200), `expected ${route.status ?? 200}, got ${brief(sent)}`);
  if (route.produces === 'text/csv') {
    expectThat(
      sent.headers.get('Content-Type')?.startsWith('text/csv'),
      `expected Content-Type text/csv, got ${sent.headers.get('Content-Type')}`,
    );
    return;
  }
  const parsed = route.response.safeParse(sent.body);
  expectThat(parsed.success, `the answer does not match the response schema: ${issuesOf(parsed)}`);
}

/**
 * An error: the one shape `{ code, message, fieldErrors? }`, a status the route documents (or one
 * any route can answer: 405, 413, 415, 429), and a code the catalogue gives that route and status.
 */
export function expectError(
  route: RouteDef,
  sent: Sent,
  expected: { status?: number | 'client'; code?: string } = {},
): void {
  const { status, code } = expected;
  if (status === 'client') expectThat(sent.status >= 400 && sent.status < 500, `expected a 4xx, got ${brief(sent)}`);
  else if (status !== undefined)
    expectThat(sent.status === status, `expected ${status}${code ? ` ${code}` : ''}, got ${brief(sent)}`);
  else expectThat(sent.status >= 400, `expected an error, got ${brief(sent)}`);
  const parsed = errorBodySchema.safeParse(sent.body);
  expectThat(parsed.success, `the error is not { code, message, fieldErrors? }: ${brief(sent)}`);
  const own4xx = route.errors.some((documented) => documented >= 400 && documented < 500);
  // 400 validation is the catalogue's common answer to a request outside the contract, on any route
  // (a body sent to a route that takes none included), whether or not the row lists it.
  const documented =
    route.errors.includes(sent.status) ||
    operationalStatuses.includes(String(sent.status)) ||
    [400, 500].includes(sent.status) ||
    (!own4xx && sent.status < 500);
  expectThat(
    documented,
    `${sent.status} is not a status ${route.method.toUpperCase()} ${route.path} documents (${route.errors.join(', ') || 'none'})`,
  );
  const allowed: string[] = [...codesOf(route, sent.status), ...operationalCodes];
  expectThat(
    allowed.includes(parsed.data.code),
    `code "${parsed.data.code}" is not documented for ${sent.status} (${allowed.join(', ')})`,
  );
  if (code) expectThat(parsed.data.code === code, `expected code ${code}, got ${parsed.data.code}`);
}
