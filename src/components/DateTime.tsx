import { formatDate, formatDateTime, formatTime, isCalendarDay } from '@/domain/format';
import { useLocale } from '@/i18n/useLocale';

type Props = {
  /** An ISO date or date-time, or epoch milliseconds. */
  value: string | number;
  /** The date (the default), the time, or both. */
  show?: 'date' | 'time' | 'both';
};

/** A <time> element in the active locale (MMM dd, yyyy / HH:mm:ss in English). A calendar day stays that day. */
export function DateTime({ value, show = 'date' }: Props) {
  const locale = useLocale();
  const text =
    show === 'date'
      ? formatDate(value, locale)
      : show === 'time'
        ? formatTime(value, locale)
        : formatDateTime(value, locale);
  return <time dateTime={isCalendarDay(value) ? value : new Date(value).toISOString()}>{text}</time>;
}
