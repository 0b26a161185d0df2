import { queryOptions } from '@tanstack/react-query';
import { api } from '@/api/endpoints';

export const dashboardQuery = queryOptions({
  queryKey: ['dashboard'],
  queryFn: () => api.getDashboard(),
  meta: { errorToast: { titleKey: 'dashboard:errorToast.title', descriptionKey: 'dashboard:errorToast.description' } },
});
