import { queryOptions } from '@tanstack/react-query';
import { routeQuery } from '@/api/queries';

export const assistantsQuery = queryOptions({ ...routeQuery('listAssistants'), staleTime: Infinity });
