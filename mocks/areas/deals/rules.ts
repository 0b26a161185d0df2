import { platformTakePercent } from '@octoss/contract/terms';
import { betaBoostPercent } from '@/domain/deals';

/** Displayed rate = gross − 10; a closed program (gross 0) stays 0. */
export function displayedDealRate(gross: number): number {
  return gross <= 0 ? 0 : Math.max(0, gross - platformTakePercent);
}

/** The standard (non-beta) rate is 5 less than the displayed rate. */
export function standardDealRate(gross: number): number {
  return Math.max(0, displayedDealRate(gross) - betaBoostPercent);
}

export function isDealOpen(gross: number): boolean {
  return gross > 0;
}
