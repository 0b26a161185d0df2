import { queryOptions } from '@tanstack/react-query';
import { api } from '@/api/endpoints';

export const referralQuery = queryOptions({ queryKey: ['referral'], queryFn: () => api.getReferral() });
export const referralRatesQuery = queryOptions({ queryKey: ['referral', 'rates'], queryFn: () => api.listReferralRates() });
export const profileQuery = (code: string) => queryOptions({ queryKey: ['profiles', code.toLowerCase()], queryFn: () => api.getProfile({ params: { code } }) });
