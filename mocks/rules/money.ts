import { percentOf } from '@/domain/money';

/** The trader's share of an exchange's gross payback: net = 90% of gross, to the cent (the server's rule). */
export const netShareOfGross = 0.9;
export function netOfGross(gross: number): number {
  return percentOf(gross, netShareOfGross);
}
