import { useMemo } from 'react';
import { useLocale } from '@/i18n/useLocale';
import { ruleValues, type RuleValues } from './ruleValues';

/** The rule values for interpolation, in the active language's format. */
export function useRuleValues(): RuleValues {
  const locale = useLocale();
  return useMemo(() => ruleValues(locale), [locale]);
}
