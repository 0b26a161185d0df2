import { defaultTimeZone, isTimeZone } from '@/domain/time';

/**
 * The reader's IANA zone, the one the browser shows every time in. Period filters and exports send
 * it as `tz`, so the server cuts days where the reader's tables do.
 */
export function readerTimeZone(): string {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  if (zone === lastZone.asked) return lastZone.answer;
  // Some runtimes answer undefined or an offset name; UTC is then what the tables show too.
  lastZone = { asked: zone, answer: zone && isTimeZone(zone) ? zone : defaultTimeZone };
  return lastZone.answer;
}

/** The check of a zone builds a formatter of its own: done once per zone, not once per query key. */
let lastZone: { asked: string | undefined; answer: string } = { asked: undefined, answer: defaultTimeZone };
