export const secondMs = 1000;
export const hourMs = 3_600_000;
export const dayMs = 86_400_000;

/**
 * "A day" in a period filter or an export is the reader's day: the calendar day on the clock of the
 * reader's IANA time zone (`tz`), UTC when none is given.
 */
export const defaultTimeZone = 'UTC';

const clocks = new Map<string, Intl.DateTimeFormat>();

/** The wall clock of an IANA zone (24-hour, every part numeric), made once per zone: building one costs. */
export function zoneClock(timeZone: string): Intl.DateTimeFormat {
  let clock = clocks.get(timeZone);
  if (!clock) {
    clock = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    clocks.set(timeZone, clock);
  }
  return clock;
}

/** An IANA zone name ("Asia/Seoul", "UTC") that this runtime knows; offsets and abbreviations are not names. */
export function isTimeZone(value: string): boolean {
  if (!/^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+)*$/.test(value)) return false;
  try {
    zoneClock(value);
    return true;
  } catch {
    return false;
  }
}

/** YYYY-MM-DD of an instant on the clock of `timeZone`: the day a reader there sees it on. */
export function dayIn(ms: number, timeZone: string = defaultTimeZone): string {
  const parts = zoneClock(timeZone).formatToParts(ms);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}
