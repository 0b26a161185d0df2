import { TZDate } from '@date-fns/tz';
import { addDays } from 'date-fns/addDays';
import { formatISO } from 'date-fns/formatISO';
import { startOfDay as startOfZonedDay } from 'date-fns/startOfDay';
import { defaultTimeZone } from '@octoss/contract/time';

export { dayMs, defaultTimeZone, hourMs, isTimeZone, secondMs } from '@octoss/contract/time';

/**
 * "A day" in a filter, a deep link, an export and a table is the reader's day: the calendar day on
 * the clock of the reader's IANA time zone (the one the table's times are shown in). UTC is the
 * zone when none is given. This file is the one place that turns days into instants and back; the
 * arithmetic is date-fns's on a `TZDate` (@date-fns/tz), a Date that keeps its local fields on the
 * zone's clock, so days of 23 or 25 hours and a daylight-saving gap at midnight are its business.
 */

/** Noon of a YYYY-MM-DD day on the clock of `timeZone`: no daylight-saving change is ever at noon. */
function noonOf(day: string, timeZone: string): TZDate {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new TZDate(year, month - 1, date, 12, timeZone);
}

/** YYYY-MM-DD of an instant on the reader's clock (UTC unless a zone is given). */
export function toDay(ms: number, timeZone: string = defaultTimeZone): string {
  return formatISO(new TZDate(ms, timeZone), { representation: 'date' });
}

/** The first instant of a day in a zone: local midnight, or the end of a DST gap that swallows midnight. */
export function startOfDay(day: string, timeZone = defaultTimeZone): number {
  return startOfZonedDay(noonOf(day, timeZone)).getTime();
}

/** The day after `day` (calendar arithmetic: the same on every zone's clock). */
export function nextDay(day: string): string {
  return formatISO(addDays(noonOf(day, defaultTimeZone), 1), { representation: 'date' });
}

/**
 * Start (inclusive) and end (exclusive) instants of a `from`..`to` day range in a zone, both days
 * included. A day is not always 24 h: 23 or 25 h on DST change days.
 */
export function dayRange(from?: string, to?: string, timeZone = defaultTimeZone): { start: number; end: number } {
  return {
    start: from ? startOfDay(from, timeZone) : Number.NEGATIVE_INFINITY,
    end: to ? startOfDay(nextDay(to), timeZone) : Number.POSITIVE_INFINITY,
  };
}

export function inDayRange(ms: number, from?: string, to?: string, timeZone = defaultTimeZone): boolean {
  const { start, end } = dayRange(from, to, timeZone);
  return ms >= start && ms < end;
}
