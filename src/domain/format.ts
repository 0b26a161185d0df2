/**
 * The one place money, numbers, dates and durations are formatted, per locale.
 * English follows the spec: 2-decimal money, `MMM dd, yyyy` dates and `HH:mm:ss` times.
 */
const cache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

function cached<T extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, make: () => T): T {
  let formatter = cache.get(key) as T | undefined;
  if (!formatter) {
    formatter = make();
    cache.set(key, formatter);
  }
  return formatter;
}

/** 376.61 -> "376.61" (en), grouped per locale, always 2 decimals. */
export function formatAmount(value: number, locale: string): string {
  return cached(
    `amount:${locale}`,
    () => new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
  ).format(value);
}

/** 376.61 -> "376.61 USDT". */
export function formatUsdt(value: number, locale: string): string {
  return `${formatAmount(value, locale)} USDT`;
}

/** 10 -> "$10.00". */
export function formatUsd(value: number, locale: string): string {
  return cached(
    `usd:${locale}`,
    () =>
      new Intl.NumberFormat(locale, {
        style: 'currency',
        currency: 'USD',
        currencyDisplay: 'narrowSymbol',
        minimumFractionDigits: 2,
        maximumFractionDigits: 2,
      }),
  ).format(value);
}

/** 1620 -> "$1,620": a round figure in prose. */
export function formatWholeUsd(value: number, locale: string): string {
  return cached(
    `usd0:${locale}`,
    () =>
      new Intl.NumberFormat(locale, {
        style: 'currency',
        currency: 'USD',
        currencyDisplay: 'narrowSymbol',
        maximumFractionDigits: 0,
      }),
  ).format(value);
}

/** 12493 -> "12,493". */
export function formatInteger(value: number, locale: string): string {
  return cached(`int:${locale}`, () => new Intl.NumberFormat(locale, { maximumFractionDigits: 0 })).format(value);
}

/** 0.009 -> "0.9%"; digits after the point default to 1. */
export function formatPercent(fraction: number, locale: string, digits = 1): string {
  return cached(
    `pct:${locale}:${digits}`,
    () =>
      new Intl.NumberFormat(locale, { style: 'percent', minimumFractionDigits: digits, maximumFractionDigits: digits }),
  ).format(fraction);
}

/** A rate given in percent points: 10.1 -> "10.1%" (en), "10,1%" (vi); `digits` fixes the decimals, else up to 1. */
export function formatRate(percent: number, locale: string, digits?: number): string {
  const min = digits ?? 0;
  const max = digits ?? 1;
  return cached(
    `rate:${locale}:${min}:${max}`,
    () => new Intl.NumberFormat(locale, { style: 'percent', minimumFractionDigits: min, maximumFractionDigits: max }),
  ).format(percent / 100);
}

/** A plain decimal with fixed digits: a rating 4.8, a multiplier 1.01, a slider's 0.35. */
export function formatDecimal(value: number, locale: string, digits: number): string {
  return cached(
    `dec:${locale}:${digits}`,
    () => new Intl.NumberFormat(locale, { minimumFractionDigits: digits, maximumFractionDigits: digits }),
  ).format(value);
}

/** A calendar day ('2026-11-20') is that day wherever the reader is, not UTC midnight shifted into their zone. */
const calendarDay = /^(\d{4})-(\d{2})-(\d{2})$/;

export function isCalendarDay(value: unknown): value is string {
  return typeof value === 'string' && calendarDay.test(value);
}

function toDate(value: string | number | Date): Date {
  if (value instanceof Date) return value;
  const day = typeof value === 'string' ? calendarDay.exec(value) : null;
  return day ? new Date(Number(day[1]), Number(day[2]) - 1, Number(day[3])) : new Date(value);
}

/** "Nov 22, 2026" in English (MMM dd, yyyy), on the reader's clock or that of `timeZone` (IANA). */
export function formatDate(value: string | number | Date, locale: string, timeZone?: string): string {
  return cached(
    `date:${locale}:${timeZone ?? ''}`,
    () => new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'short', day: '2-digit', timeZone }),
  ).format(toDate(value));
}

/**
 * Two days as one range, as the locale writes it, with no space around the range's dash: "Nov
 * 16–22, 2026" (en), "2026년 11월 16일~22일" (ko). ICU versions space that dash differently (Node's
 * thin spaces, Chromium's plain ones, none in Korean in one and some in the other): without them,
 * the page the build wrote and the browser's render of it say the same.
 */
export function formatDateRange(from: string | number | Date, to: string | number | Date, locale: string): string {
  const parts = cached(
    `date:${locale}:`,
    () => new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'short', day: '2-digit' }),
  ).formatRangeToParts(toDate(from), toDate(to));
  const endStarts = parts.findIndex((part) => part.source === 'endRange');
  return parts
    .map((part, index) =>
      index === endStarts - 1 && part.type === 'literal' ? part.value.replace(/\s*([–~～-])\s*/u, '$1') : part.value,
    )
    .join('');
}

/** "14:05:09" (HH:mm:ss, 24 h), on the reader's clock or that of `timeZone` (IANA). */
export function formatTime(value: string | number | Date, locale: string, timeZone?: string): string {
  return cached(
    `time:${locale}:${timeZone ?? ''}`,
    () =>
      new Intl.DateTimeFormat(locale, {
        hour: '2-digit',
        minute: '2-digit',
        second: '2-digit',
        hourCycle: 'h23',
        timeZone,
      }),
  ).format(toDate(value));
}

export function formatDateTime(value: string | number | Date, locale: string, timeZone?: string): string {
  return `${formatDate(value, locale, timeZone)} ${formatTime(value, locale, timeZone)}`;
}

/** "Nov 22, 2026, 14:05:09" on the clock of an IANA zone (a receipt's time in the reader's zone and in UTC). */
export function formatDateTimeIn(value: string | number | Date, locale: string, timeZone: string): string {
  return cached(
    `datetime:${locale}:${timeZone}`,
    () =>
      new Intl.DateTimeFormat(locale, {
        year: 'numeric',
        month: 'short',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
        second: '2-digit',
        hourCycle: 'h23',
        timeZone,
      }),
  ).format(toDate(value));
}

/** 442 -> { minutes: 7, seconds: 22 }; the words come from the locale ("7m 22s"). */
export function splitDuration(totalSeconds: number): { minutes: number; seconds: number } {
  const safe = Math.max(0, Math.round(totalSeconds));
  return { minutes: Math.floor(safe / 60), seconds: safe % 60 };
}

/** 376.61 -> "376,61" (vi, id) or "376.61": an amount as a field shows it to be edited (2 decimals, no grouping). */
export function formatAmountInput(value: number, locale: string): string {
  return cached(
    `amount-input:${locale}`,
    () => new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: false }),
  ).format(value);
}

/**
 * What a reader typed into an amount field, as a number: the locale's decimal mark ("376,61" in vi
 * and id) or a point ("376.61" anywhere); the locale's grouping mark (a comma in en, ko, ja) and
 * spaces are ignored. NaN when it is no number (two decimal marks, letters, nothing).
 */
export function parseAmountInput(text: string, locale: string): number {
  const parts = new Intl.NumberFormat(locale).formatToParts(12345.6);
  const decimal = parts.find((part) => part.type === 'decimal')?.value ?? '.';
  const group = parts.find((part) => part.type === 'group')?.value;
  let cleaned = text.replace(/[\s\u00a0\u202f]/g, '');
  if (group && group !== '.' && group !== decimal) cleaned = cleaned.split(group).join('');
  if (decimal !== '.') cleaned = cleaned.split(decimal).join('.');
  return /^[+-]?(\d+\.?\d*|\.\d+)$/.test(cleaned) ? Number(cleaned) : Number.NaN;
}
