/** The 70/210 plan's model (its retention and target are published terms, contract/terms.ts):
 * ARPU per friend grows with activity α (0..1): 53.85 × (1 + 3α), three referrals a month. */
export const playbookArpuBase = 53.85;

export const playbookReferralsPerMonth = 3;
