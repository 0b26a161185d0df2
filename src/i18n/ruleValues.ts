import {
  endingSoonWindowMs,
  inactivityDecay,
  netShareOfGross,
  platformTakePercent,
  playbookMonthlyTarget,
  playbookRetention,
  referralFunnelDays,
  scoreWindowDays,
  uidReviewMs,
} from '@octoss/contract/terms';
import { formatInteger, formatRate, formatWholeUsd } from '@/domain/format';
import { exampleActiveFriends } from '@/domain/referral';
import { dayMs, secondMs } from '@/domain/time';

/**
 * The product rules that copy names, formatted for the reader's locale. Locale strings say
 * `{{paybackShare}}`, never "90%": the figure lives once, in the contract's published terms (contract/terms.ts), and a changed rule
 * changes every sentence in all five languages (tests/i18n/ruleValues.test.ts keeps it so).
 */
export function ruleValues(locale: string) {
  return {
    /** The advertised "up to" payback: the trader's net share of the gross. */
    paybackShare: formatRate(netShareOfGross * 100, locale),
    /** The landing advertises the same ceiling for referral revenue (spec section 1). */
    referralShare: formatRate(netShareOfGross * 100, locale),
    platformTake: formatRate(platformTakePercent, locale),
    /** The playbook's name: retention in percent / monthly target in USD, "70/210". */
    playbookPlan: `${formatInteger(playbookRetention * 100, locale)}/${formatInteger(playbookMonthlyTarget, locale)}`,
    playbookTarget: formatWholeUsd(playbookMonthlyTarget, locale),
    scoreWindowDays: formatInteger(scoreWindowDays, locale),
    inactivityDecay: formatRate(inactivityDecay * 100, locale),
    endingSoonDays: formatInteger(endingSoonWindowMs / dayMs, locale),
    funnelDays: formatInteger(referralFunnelDays, locale),
    reviewSeconds: formatInteger(uidReviewMs / secondMs, locale),
    exampleFriends: formatInteger(exampleActiveFriends, locale),
  };
}

export type RuleValues = ReturnType<typeof ruleValues>;
