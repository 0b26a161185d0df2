import type { Tier } from '@octoss/contract/tiers';
import type { TierRule } from '../rules/tiers';

export const tierView = (rule: TierRule): Tier => ({
  tier: rule.tier,
  minScore: rule.minScore,
  multiplier: rule.multiplier,
  rateBoost: rule.rateBoostPercent,
  payoutFreq: rule.payoutFrequency,
  disputeSLA: rule.disputeSlaHours,
});
