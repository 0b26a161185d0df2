import { queryOptions, useMutation } from '@tanstack/react-query';
import { api } from '@/api/endpoints';
import type { PartnerApplication } from '@/api/contract/partner-applications';
import { forwardToWebhook } from './webhook';

export const dealsQuery = (sort: 'rate' | 'name', region?: string) =>
  queryOptions({ queryKey: ['deals', { sort, region }], queryFn: () => api.listDeals({ query: { sort, ...(region ? { region: region as never } : {}) } }) });

/** The API keeps the application; the optional automation webhook only gets a copy afterwards. */
export function useApply() {
  return useMutation({
    mutationFn: async (application: PartnerApplication) => {
      const receipt = await api.createPartnerApplication({ body: application });
      await forwardToWebhook(application);
      return receipt;
    },
  });
}
