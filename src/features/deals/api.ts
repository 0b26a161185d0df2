import { routeQueryByPage } from '@/api/queries';
import { useApiMutation } from '@/api/useApiMutation';
import type { PartnerApplication } from '@octoss/contract/partner-applications';
import { forwardToWebhook } from './webhook';

export const dealsQuery = (sort: 'rate' | 'name', region?: string) =>
  routeQueryByPage('listDeals', { query: { sort, ...(region ? { region: region as never } : {}) } });

/** The API keeps the application; the optional automation webhook only gets a copy afterwards. */
export function useApply() {
  return useApiMutation({
    write: async (application: PartnerApplication, api) => {
      const receipt = await api.createPartnerApplication({ body: application });
      await forwardToWebhook(application);
      return receipt;
    },
  });
}
