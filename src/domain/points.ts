import type { PointSource } from '@octoss/contract/points';
import { pointsWeeklyCap } from '@octoss/contract/rules';

/** Spec section 9: earn ranges per source, and the contract's weekly caps (REFERRAL has none). */
export const pointRules: Record<PointSource, { min: number; max: number; weeklyCap: number | null }> = {
  PAYBACK: { min: 10, max: 50, weeklyCap: pointsWeeklyCap.PAYBACK },
  REFERRAL: { min: 100, max: 500, weeklyCap: pointsWeeklyCap.REFERRAL },
  ACADEMY: { min: 25, max: 100, weeklyCap: pointsWeeklyCap.ACADEMY },
};
