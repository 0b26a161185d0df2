import { percentOf } from './money';
import { dayMs } from './time';

/**
 * The product's published terms: the figures the copy promises traders ("up to 90%", "70/210",
 * "ending soon within 3 days") and the server implements. They are part of the contract, so the
 * app's copy (src/i18n/ruleValues.ts) and the server's rules (mocks/rules) read the same source,
 * and a changed term changes both.
 */

/** The trader's share of an exchange's gross payback: net = 90% of gross. */
export const netShareOfGross = 0.9;

/** The payback formula: a trader's net of a gross payback, on whole cents, rounded half up to the cent. */
export function netOfGross(gross: number): number {
  return percentOf(gross, netShareOfGross);
}
/** The platform's Close Beta take on partner deals, in percent points. */
export const platformTakePercent = 10;
/** The 70/210 playbook: friends retained, and the monthly revenue target in USD. */
export const playbookRetention = 0.7;
export const playbookMonthlyTarget = 210;
/** A promo is "ending soon" this long before its expiry. */
export const endingSoonWindowMs = 3 * dayMs;
/** The referral funnel counts the last 7 days. */
export const referralFunnelDays = 7;
/** The tier score looks at this many days of activity; inactivity multiplies it by the decay. */
export const scoreWindowDays = 30;
export const inactivityDecay = 0.5;
/** The demo decides a UID link this long after submission (real review takes 24-48 h). */
export const uidReviewMs = 2000;
