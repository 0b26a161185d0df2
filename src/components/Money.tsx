import { formatUsd, formatUsdt } from '@/domain/format';
import { useLocale } from '@/i18n/useLocale';

type Props = {
  /** The amount, in units (376.61). */
  value: number;
  /** USDT (the default, written after) or USD (a $ before). */
  unit?: 'USDT' | 'USD';
  /** Shows "+" before a gain. */
  signed?: boolean;
};

/**
 * A money amount in the active locale: "376.61 USDT" or "$10.00"; `signed` shows "+" for gains.
 * It stays on one line (class `money`, theme), except where a narrow box lets it wrap before the
 * unit (stat cards on phones) rather than run past the box's edge.
 */
export function Money({ value, unit = 'USDT', signed = false }: Props) {
  const locale = useLocale();
  const text = unit === 'USD' ? formatUsd(value, locale) : formatUsdt(value, locale);
  return <span className="money">{signed && value > 0 ? `+${text}` : text}</span>;
}

/** sx for a box too narrow for "162.40 USDT" on a phone: the amount may wrap before its unit. */
export const wrapsMoney = { '& .money': { whiteSpace: 'normal' } } as const;
