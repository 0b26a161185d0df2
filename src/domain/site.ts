/**
 * The product's public site: where referral links and canonical addresses point. The app reads
 * VITE_SITE_URL and falls back to this; the mock server words its referral links with it.
 */
export const defaultSiteUrl = 'https://octoss.app';
