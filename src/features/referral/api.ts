import { routeQuery, routeQueryEveryPage } from '@/api/queries';

export const referralQuery = routeQuery('getReferral');
/** One row per exchange, every page of them. */
export const referralRatesQuery = routeQueryEveryPage('listReferralRates');
/** Codes are case-insensitive: one cache entry per code, however the link spelled it. */
export const profileQuery = (code: string) => routeQuery('getProfile', { params: { code: code.toLowerCase() } });
