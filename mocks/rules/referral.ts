/** The referral funnel counts signups and active friends of the last 7 days (spec: 7-day funnel). */
export const referralFunnelDays = 7;
