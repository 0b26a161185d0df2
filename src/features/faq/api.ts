import { queryOptions } from '@tanstack/react-query';
import { routeQuery } from '@/api/queries';

/** In the reader's language (Accept-Language); a change of language refetches it. */
export const faqQuery = queryOptions({ ...routeQuery('listFaq'), staleTime: Infinity });
