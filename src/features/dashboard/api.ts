import { queryOptions } from '@tanstack/react-query';
import { routeQuery } from '@/api/queries';

export const dashboardQuery = queryOptions({
  ...routeQuery('getDashboard'),
  meta: { errorToast: { titleKey: 'dashboard:errorToast.title', descriptionKey: 'dashboard:errorToast.description' } },
});
