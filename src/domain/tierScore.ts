/** The tier score's weights, as the Value Zone shows them. */
export const scoreWeights = {
  paybackVolume: 0.4,
  referralPayouts: 0.3,
  promoParticipation: 0.05,
  compliance: 0.1,
  education: 0.1,
  engagement: 0.05,
} as const;
