import { scoreWindowDays, inactivityDecay } from '@octoss/contract/terms';
import type { TierName } from '@octoss/contract/common';
import { tierTable } from './tiers';
import { dayMs } from '@/domain/time';
import { tierForScore } from './tiers';

type Entry = { at: number; delta: number };

/**
 * Recalculates a tier: the score is the user's balance, halved when nothing was earned in the
 * last 30 days (inactivity decay), and the tier moves up freely but down at most one step per cycle.
 */
export function recalculateTier(current: TierName, balance: number, history: readonly Entry[], now: number) {
  const windowStart = now - scoreWindowDays * dayMs;
  const active = history.some((entry) => entry.at >= windowStart && entry.delta > 0);
  const score = active ? balance : Math.floor(balance * inactivityDecay);
  const reached = tierForScore(score);
  const order = tierTable.map((rule) => rule.tier);
  const currentIndex = order.indexOf(current);
  const reachedIndex = order.indexOf(reached);
  const limited = reachedIndex < currentIndex - 1;
  const tier = limited ? order[currentIndex - 1]! : reached;
  const notes: ('window_30d' | 'decay_applied' | 'drop_limited')[] = ['window_30d'];
  if (!active) notes.push('decay_applied');
  if (limited) notes.push('drop_limited');
  return { tier, score, notes };
}
