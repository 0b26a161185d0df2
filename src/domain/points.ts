import type { PointSource } from '@octoss/contract/points';

/** Spec section 9: earn ranges and weekly caps per source (REFERRAL has no cap). */
export const pointRules: Record<PointSource, { min: number; max: number; weeklyCap: number | null }> = {
  PAYBACK: { min: 10, max: 50, weeklyCap: 200 },
  REFERRAL: { min: 100, max: 500, weeklyCap: null },
  ACADEMY: { min: 25, max: 100, weeklyCap: 150 },
};
