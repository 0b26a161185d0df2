import { formatDate, formatDateTime, formatTime } from '@/domain/format';
import { useLocale } from '@/lib/useLocale';

type Props = { value: string | number; show?: 'date' | 'time' | 'both' };

/** A <time> element in the active locale (MMM dd, yyyy / HH:mm:ss in English). */
export function DateTime({ value, show = 'date' }: Props) {
  const locale = useLocale();
  const date = new Date(value);
  const text = show === 'date' ? formatDate(date, locale) : show === 'time' ? formatTime(date, locale) : formatDateTime(date, locale);
  return <time dateTime={date.toISOString()}>{text}</time>;
}
