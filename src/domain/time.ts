import { dayIn, dayMs, defaultTimeZone, secondMs, zoneClock } from '@octoss/contract/time';

export { dayMs, defaultTimeZone, hourMs, isTimeZone, secondMs } from '@octoss/contract/time';

/**
 * "A day" in a filter, a deep link, an export and a table is the reader's day: the calendar day on
 * the clock of the reader's IANA time zone (the one the table's times are shown in). UTC is the
 * zone when none is given. This file is the one place that turns days into instants and back.
 */

/** The wall clock of `timeZone` at `ms`, read as if it were UTC: its difference to `ms` is the zone's offset. */
function wallClockMs(ms: number, timeZone: string): number {
  const parts = zoneClock(timeZone).formatToParts(ms);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second'));
}

function offsetMs(ms: number, timeZone: string): number {
  return wallClockMs(ms - (ms % secondMs), timeZone) - (ms - (ms % secondMs));
}

/** YYYY-MM-DD of an instant on the reader's clock (UTC unless a zone is given). */
export const toDay = dayIn;

/** The first instant of a day in a zone: local midnight, or the end of a DST gap that swallows midnight. */
export function startOfDay(day: string, timeZone = defaultTimeZone): number {
  const utcMidnight = Date.parse(`${day}T00:00:00Z`);
  const guess = utcMidnight - offsetMs(utcMidnight, timeZone);
  // The offset at the guess may differ from the one at UTC midnight when a DST change lies between them.
  const corrected = utcMidnight - offsetMs(guess, timeZone);
  return toDay(corrected, timeZone) === day ? corrected : guess;
}

/** The day after `day` (calendar arithmetic, no zone involved). */
export function nextDay(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + dayMs).toISOString().slice(0, 10);
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
