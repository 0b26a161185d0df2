/** The 70/210 plan: ARPU per friend grows with activity α (0..1): 53.85 × (1 + 3α). */
export const playbookArpuBase = 53.85;
export const playbookRetention = 0.7;
export const playbookMonthlyTarget = 210;
export const playbookReferralsPerMonth = 3;
