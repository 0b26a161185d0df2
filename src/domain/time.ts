export const secondMs = 1000;
export const hourMs = 3_600_000;
export const dayMs = 86_400_000;

/**
 * "A day" in a filter, a deep link, an export and a table is the reader's day: the calendar day on
 * the clock of the reader's IANA time zone (the one the table's times are shown in). UTC is the
 * zone when none is given. This file is the one place that turns days into instants and back.
 */
export const defaultTimeZone = 'UTC';

const partsFormatters = new Map<string, Intl.DateTimeFormat>();

function partsFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = partsFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    partsFormatters.set(timeZone, formatter);
  }
  return formatter;
}

/** An IANA zone name ("Asia/Seoul", "UTC") that this runtime knows; offsets and abbreviations are not names. */
export function isTimeZone(value: string): boolean {
  if (!/^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+)*$/.test(value)) return false;
  try {
    partsFormatter(value);
    return true;
  } catch {
    return false;
  }
}

/** The wall clock of `timeZone` at `ms`, read as if it were UTC: its difference to `ms` is the zone's offset. */
function wallClockMs(ms: number, timeZone: string): number {
  const parts = partsFormatter(timeZone).formatToParts(ms);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second'));
}

function offsetMs(ms: number, timeZone: string): number {
  return wallClockMs(ms - (ms % secondMs), timeZone) - (ms - (ms % secondMs));
}

/** YYYY-MM-DD of an instant on the reader's clock (UTC unless a zone is given). */
export function toDay(ms: number, timeZone = defaultTimeZone): string {
  return new Date(ms + offsetMs(ms, timeZone)).toISOString().slice(0, 10);
}

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
