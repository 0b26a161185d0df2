import { defaultTimeZone, isTimeZone } from '@/domain/time';

/**
 * The reader's IANA zone, the one the browser shows every time in. Period filters and exports send
 * it as `tz`, so the server cuts days where the reader's tables do.
 */
export function readerTimeZone(): string {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  // Some runtimes answer undefined or an offset name; UTC is then what the tables show too.
  return zone && isTimeZone(zone) ? zone : defaultTimeZone;
}
