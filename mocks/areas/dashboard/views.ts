import type { TierName } from '@octoss/contract/common';
import { formatInteger } from '@/domain/format';
import { addMoney } from '@octoss/contract/money';
import { dayMs, toDay } from '@/domain/time';
import { intlLocale, type Language } from '@/i18n/languages';
import type { Row } from '../../db';
import { fill } from '../../shared/localize';
import { nextTier, nextTierPointsGap } from '../value-zone';
import { dashboardContent } from './content';
import { tierNames } from '../value-zone';

/** "1,153 points to Gold", or the top tier's line. */
export function milestoneText(tier: TierName, lang: Language): string {
  const { milestone } = dashboardContent[lang];
  const upcoming = nextTier(tier);
  return upcoming
    ? fill(milestone.next, {
        points: formatInteger(nextTierPointsGap, intlLocale[lang]),
        tier: tierNames[lang][upcoming.tier],
      })
    : milestone.top;
}

/** Net payback per UTC day over the 30 days up to today, every day listed (0 without accruals). */
export function last30DaysView(accruals: readonly Row<'accrual'>[], now: number) {
  const today = Date.parse(`${toDay(now)}T00:00:00Z`);
  const start = today - 29 * dayMs;
  const sums = new Map<string, number>();
  for (const accrual of accruals) {
    if (accrual.accrualAt < start) continue;
    const key = toDay(accrual.accrualAt);
    sums.set(key, addMoney(sums.get(key) ?? 0, accrual.net));
  }
  return Array.from({ length: 30 }, (_, index) => {
    const d = toDay(start + index * dayMs);
    return { d, v: sums.get(d) ?? 0 };
  });
}
