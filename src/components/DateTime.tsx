import { formatDate, formatDateTime, formatTime, isCalendarDay } from '@/domain/format';
import { useLocale } from '@/i18n/useLocale';
import { useIsHydrated } from '@/lib/hydration';

type Props = {
  /** An ISO date or date-time, or epoch milliseconds. */
  value: string | number;
  /** The date (the default), the time, or both. */
  show?: 'date' | 'time' | 'both';
};

/**
 * A <time> element in the active locale (MMM dd, yyyy / HH:mm:ss in English), on the reader's clock.
 * A calendar day stays that day. An instant in prerendered HTML (a public profile's proofs) was
 * written on UTC's clock, which the build knows, not the reader's: it hydrates as written and
 * turns to the reader's clock right after.
 */
export function DateTime({ value, show = 'date' }: Props) {
  const locale = useLocale();
  const zone = useIsHydrated() ? undefined : 'UTC';
  const text =
    show === 'date'
      ? formatDate(value, locale, zone)
      : show === 'time'
        ? formatTime(value, locale, zone)
        : formatDateTime(value, locale, zone);
  return <time dateTime={isCalendarDay(value) ? value : new Date(value).toISOString()}>{text}</time>;
}
