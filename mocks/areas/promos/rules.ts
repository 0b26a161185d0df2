import { endingSoonWindowMs } from '@octoss/contract/terms';

export type PromoStatus = 'active' | 'ending_soon' | 'expired';

/** Expired once expiry passes; ending soon within 3 days of it. */
export function promoStatus(expiry: number, now: number): PromoStatus {
  if (expiry <= now) return 'expired';
  return expiry - now <= endingSoonWindowMs ? 'ending_soon' : 'active';
}
