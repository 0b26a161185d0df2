import { infiniteQueryOptions } from '@tanstack/react-query';
import { routeQueryByPage } from '@/api/queries';

export const assistantsQuery = infiniteQueryOptions({ ...routeQueryByPage('listAssistants'), staleTime: Infinity });
