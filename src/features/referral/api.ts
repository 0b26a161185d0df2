import { routeQuery } from '@/api/queries';

export const referralQuery = routeQuery('getReferral');
export const referralRatesQuery = routeQuery('listReferralRates');
/** Codes are case-insensitive: one cache entry per code, however the link spelled it. */
export const profileQuery = (code: string) => routeQuery('getProfile', { params: { code: code.toLowerCase() } });
