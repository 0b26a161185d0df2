import { useMemo } from 'react';
import { useLocale } from '@/lib/useLocale';
import { ruleValues, type RuleValues } from './ruleValues';

/** The rule values for interpolation, in the active language's format. */
export function useRuleValues(): RuleValues {
  const locale = useLocale();
  return useMemo(() => ruleValues(locale), [locale]);
}
