import { roundToCents } from './money';

/** The 70/210 plan: ARPU per friend grows with activity α (0..1): 53.85 × (1 + 3α). */
export const playbookArpuBase = 53.85;
export const playbookRetention = 0.7;
export const playbookMonthlyTarget = 210;
export const playbookReferralsPerMonth = 3;

/** ARPU at activity α from the plan's base (the server's `targets.arpuBase`). */
export function playbookArpu(arpuBase: number, alpha: number): number {
  const safe = Number.isFinite(alpha) ? Math.min(1, Math.max(0, alpha)) : 0;
  return roundToCents(arpuBase * (1 + 3 * safe));
}
