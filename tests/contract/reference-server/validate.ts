import { invalid } from './http';

/**
 * The request rules of the document, written out: every query field is checked (a refused value
 * is a 400 naming it), bodies are strict objects (an unknown property is a 400), text is trimmed and
 * may not hold control or bidi characters.
 */
export type Query = Record<string, string>;

const wholeNumber = (field: string, value: string | undefined, fallback: number, max?: number) => {
  if (value === undefined) return fallback;
  const number = Number(value);
  if (!Number.isSafeInteger(number) || number < 1 || (max !== undefined && number > max))
    throw invalid(field, max ? `A whole number from 1 to ${max}` : 'A whole number from 1');
  return number;
};

export function paging(query: Query) {
  return { page: wholeNumber('page', query.page, 1), pageSize: wholeNumber('pageSize', query.pageSize, 20, 100) };
}

export function oneOf<T extends string>(query: Query, field: string, values: readonly T[]): T | undefined {
  const value = query[field];
  if (value === undefined) return undefined;
  if (!(values as readonly string[]).includes(value)) throw invalid(field, `One of ${values.join(', ')}`);
  return value as T;
}

function isDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

export function isZone(value: string): boolean {
  if (value.length > 64 || !/^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+)*$/.test(value)) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/** `from`, `to` (days, both included) and `tz` (default UTC); from after to is a 400 naming from. */
export function period(query: Query, options: { checkZone: boolean; maxDays?: number }) {
  const { from, to } = query;
  if (from !== undefined && !isDay(from)) throw invalid('from', 'A day, YYYY-MM-DD');
  if (to !== undefined && !isDay(to)) throw invalid('to', 'A day, YYYY-MM-DD');
  let tz = query.tz ?? 'UTC';
  if (!isZone(tz)) {
    if (options.checkZone) throw invalid('tz', 'An IANA time zone such as Asia/Seoul');
    tz = 'UTC';
  }
  if (from && to && from > to) throw invalid('from', 'from must not be after to');
  if (from && to && options.maxDays && (Date.parse(to) - Date.parse(from)) / 86_400_000 + 1 > options.maxDays)
    throw invalid('to', `At most ${options.maxDays} days`);
  return { from, to, tz };
}

/** Only these query fields: anything else the document does not list is ignored, as HTTP servers do. */
export const only = (query: Query, fields: readonly string[]) =>
  Object.fromEntries(Object.entries(query).filter(([key]) => fields.includes(key)));

// Bodies ---------------------------------------------------------------------------------------

// eslint-disable-next-line no-control-regex -- finding control characters is this rule's whole job
const hidden = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F\u202A-\u202E\u2066-\u2069]/;

export function object(body: unknown, fields: readonly string[]): Record<string, unknown> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw invalid('_', 'A JSON object');
  const unknown = Object.keys(body).filter((key) => !fields.includes(key));
  if (unknown.length) throw invalid(unknown[0]!, 'Unknown property');
  return body as Record<string, unknown>;
}

export function text(value: unknown, field: string, min: number, max: number, pattern?: RegExp): string {
  if (typeof value !== 'string') throw invalid(field, 'Text');
  const trimmed = value.trim();
  if (hidden.test(trimmed)) throw invalid(field, 'No control or text-direction characters');
  if (trimmed.length < min || trimmed.length > max) throw invalid(field, `${min} to ${max} characters`);
  if (pattern && !pattern.test(trimmed)) throw invalid(field, 'Not allowed here');
  return trimmed;
}

/** A USDT amount: a number above 0, at most 2 decimals exactly, at most 1,000,000. */
export function amount(value: unknown, field: string): number {
  if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0 || value > 1_000_000)
    throw invalid(field, 'An amount above 0');
  if (Number(value.toFixed(2)) !== value) throw invalid(field, 'At most 2 decimals');
  return value;
}

export function email(value: unknown): string {
  if (typeof value !== 'string' || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value))
    throw invalid('email', 'An email address');
  return value;
}
