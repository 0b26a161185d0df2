import { roundToCents } from '@octoss/contract/money';

/** The 70/210 plan's ARPU per friend at activity α (0..1): the server's `targets.arpuBase` × (1 + 3α). */
export function playbookArpu(arpuBase: number, alpha: number): number {
  const safe = Number.isFinite(alpha) ? Math.min(1, Math.max(0, alpha)) : 0;
  return roundToCents(arpuBase * (1 + 3 * safe));
}
