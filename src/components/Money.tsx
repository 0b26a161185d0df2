import { formatUsd, formatUsdt } from '@/domain/format';
import { useLocale } from '@/lib/useLocale';

type Props = { value: number; unit?: 'USDT' | 'USD'; signed?: boolean };

/** A money amount in the active locale: "376.61 USDT" or "$10.00"; `signed` shows "+" for gains. */
export function Money({ value, unit = 'USDT', signed = false }: Props) {
  const locale = useLocale();
  const text = unit === 'USD' ? formatUsd(value, locale) : formatUsdt(value, locale);
  return <span style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>{signed && value > 0 ? `+${text}` : text}</span>;
}
