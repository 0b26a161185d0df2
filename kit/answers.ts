import { errorBodySchema } from '@octoss/contract/error';
import { codesOf, operationalCodes, operationalStatuses } from '@octoss/contract/error-codes';
import type { RouteDef } from '@octoss/contract/route';
import { brief, type Sent } from './http';
import { expectThat } from './report';

/** Zod's issues in one line: `items.0.amount: Invalid input; total: ...`. */
export function issuesOf(result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  return (result.error?.issues ?? [])
    .slice(0, 5)
    .map((issue) => `${issue.path.map(String).join('.') || '(root)'}: ${issue.message}`)
    .join('; ');
}

/** A success: the route's status and an answer its response schema accepts (CSV: text/csv). */
export function expectSuccess(route: RouteDef, sent: Sent): void {
  const status = route.status ?? 200;
  expectThat(sent.status === status, `expected ${status}, got ${brief(sent)}`);
  if (status === 204) {
    expectThat(sent.text === '', `expected 204 without a body, got ${brief(sent)}`);
    return;
  }
  if (route.produces === 'text/csv') {
    expectThat(
      sent.headers.get('Content-Type')?.startsWith('text/csv'),
      `expected Content-Type text/csv, got ${sent.headers.get('Content-Type')}`,
    );
    return;
  }
  const parsed = route.response.safeParse(sent.body);
  expectThat(
    parsed.success,
    `the answer does not match the response schema: ${issuesOf(parsed)} (got ${brief(sent, 160)})`,
  );
}

/**
 * An error: the one shape `{ code, message, fieldErrors? }`, a status the route documents (or one
 * any route can answer: 405, 413, 415, 429), and a code the catalogue gives that route and status.
 */
export function expectError(
  route: RouteDef,
  sent: Sent,
  expected: { status?: number | 'client'; code?: string; field?: string } = {},
): void {
  const { status, code, field } = expected;
  const wanted = `${status === 'client' ? 'a 4xx' : (status ?? 'an error')}${code ? ` ${code}` : ''}${field ? ` naming ${field}` : ''}`;
  if (status === 'client')
    expectThat(sent.status >= 400 && sent.status < 500, `expected ${wanted}, got ${brief(sent)}`);
  else if (status !== undefined) expectThat(sent.status === status, `expected ${wanted}, got ${brief(sent)}`);
  else expectThat(sent.status >= 400, `expected ${wanted}, got ${brief(sent)}`);
  const parsed = errorBodySchema.safeParse(sent.body);
  expectThat(parsed.success, `expected the error shape { code, message, fieldErrors? }, got ${brief(sent)}`);
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
  if (code) expectThat(parsed.data.code === code, `expected ${wanted}, got ${brief(sent)}`);
  if (field)
    expectThat(parsed.data.fieldErrors?.[field]?.length, `expected fieldErrors naming ${field}, got ${brief(sent)}`);
}
